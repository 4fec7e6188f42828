// The sample script the Record tab offers to read aloud. The spec asks for "a sample script to
// read" without giving its words; ours is short, natural speech that moves the mouth through many
// shapes, about a minute at a calm pace.
export const sampleRecordingScript = [
  'Hi, I am recording this video so my digital twin can learn how I look when I speak.',
  'I will look straight at the camera, keep my head steady, and talk at my usual pace.',
  'Every week I share ideas, stories and lessons with people who care about the same things I do.',
  'Sometimes I explain a tricky topic step by step; sometimes I simply tell you what I have been working on.',
  'Thanks for watching, and see you in the next video!',
] as const;
