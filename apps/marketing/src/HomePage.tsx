// The landing page, minimal for now (the full public site is a later issue): header with Login and
// 'Start now', and the hero with its 'Get Started' link to the questionnaire.
export function HomePage() {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="sticky top-0 z-10 border-b border-border bg-background/80 backdrop-blur">
        <nav className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4" aria-label="Main">
          <a href="/" className="text-lg font-semibold tracking-tight">
            Twin Studio
          </a>
          <div className="flex items-center gap-3">
            <a href="/login" className="rounded-md px-4 py-2 text-sm font-medium hover:bg-subtle">
              Login
            </a>
            <a
              href="/contact-form"
              className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90"
            >
              Start now
            </a>
          </div>
        </nav>
      </header>
      <main>
        <section className="mx-auto flex max-w-4xl flex-col items-center px-6 py-28 text-center">
          <h1 className="text-5xl font-bold tracking-tight sm:text-6xl">Create Your Digital Twin</h1>
          <p className="mt-6 max-w-2xl text-lg text-subtle-foreground">
            Clone your voice, upload a video of yourself, write a script and let your twin deliver it on
            camera — then localize it into other languages.
          </p>
          <a
            href="/contact-form"
            className="mt-10 rounded-md bg-primary px-6 py-3 text-base font-semibold text-primary-foreground hover:bg-primary/90"
          >
            Get Started
          </a>
        </section>
      </main>
    </div>
  );
}
