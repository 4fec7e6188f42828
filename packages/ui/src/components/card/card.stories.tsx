// Card stories: a surface with header, content and footer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="w-96">
      <CardHeader>
        <CardTitle>Voice profile</CardTitle>
        <CardDescription>Record three minutes of natural speech.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-subtle-foreground">
          A quiet room and a steady distance from the microphone give the best clone.
        </p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="ghost">Later</Button>
        <Button>Start recording</Button>
      </CardFooter>
    </Card>
  ),
};
