// The studio pages whose features arrive in later releases (voice creation, video upload, text to
// video, library, localization, speech test): inside the layout, saying so plainly.
import { AppLink, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@twin/ui/components';
import { useDocumentTitle } from '../../lib/use-document-title';

export interface ComingSoonPageProps {
  title: string;
  /** What the page will let the user do. */
  purpose: string;
}

export function ComingSoonPage({ title, purpose }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">{title}</h1>
        <p className="text-[15px] text-subtle-foreground">{purpose}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Coming in a later release</CardTitle>
          <CardDescription>
            This part of Twin Studio is not built yet. Your account, credits and invitation grants are ready
            for it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AppLink
            href="/dashboard"
            className="text-sm font-medium text-primary-soft-foreground underline-offset-4 hover:underline"
          >
            Back to Home
          </AppLink>
        </CardContent>
      </Card>
    </div>
  );
}
