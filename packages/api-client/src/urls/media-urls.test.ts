// URL builders: media URLs under the base, reference clip audio, speech-test download, file names.
import { describe, expect, it } from 'vitest';
import { localizedDownloadFileName } from './file-names';
import { isForeignUrl, mediaUrl, speechTestDownloadUrl } from './media-urls';

describe('mediaUrl', () => {
  it('puts a server path (a media link keeps its token) under the base', () => {
    expect(mediaUrl('http://api.test/', '/api/audio/a1?token=t.1')).toBe(
      'http://api.test/api/audio/a1?token=t.1',
    );
    expect(mediaUrl('', '/api/audio/a1')).toBe('/api/audio/a1');
  });

  it('leaves other origins, blob: and data: URLs untouched', () => {
    expect(mediaUrl('http://api.test', 'https://cdn.example/a.wav')).toBe('https://cdn.example/a.wav');
    expect(mediaUrl('http://api.test', 'blob:http://api.test/123')).toBe('blob:http://api.test/123');
    expect(isForeignUrl('data:audio/wav;base64,AA')).toBe(true);
    expect(isForeignUrl('/api/audio/a1')).toBe(false);
  });
});

describe('speechTestDownloadUrl', () => {
  it('replaces the /api/download/ prefix with /download/ under the base', () => {
    expect(speechTestDownloadUrl('https://vibe.example/api/vibe', '/api/download/out.wav')).toBe(
      'https://vibe.example/api/vibe/download/out.wav',
    );
  });

  it('uses only the path of an absolute download_url', () => {
    expect(speechTestDownloadUrl('/svc/', 'http://10.0.0.5:8000/api/download/x.wav?v=2')).toBe(
      '/svc/download/x.wav?v=2',
    );
  });

  it('keeps other paths as they are under the base', () => {
    expect(speechTestDownloadUrl('/svc', 'download/x.wav')).toBe('/svc/download/x.wav');
  });
});

describe('localizedDownloadFileName', () => {
  it('is localized_{originalname}_{language}.mp4 without the original extension', () => {
    expect(localizedDownloadFileName('lecture.mov', 'es')).toBe('localized_lecture_es.mp4');
    expect(localizedDownloadFileName('my.talk.v2.mp4', 'de')).toBe('localized_my.talk.v2_de.mp4');
  });

  it('drops directories and characters file systems refuse, and never ends up empty', () => {
    expect(localizedDownloadFileName('C:\\videos\\a:b?.mp4', 'fr')).toBe('localized_a_b__fr.mp4');
    expect(localizedDownloadFileName('', 'es')).toBe('localized_video_es.mp4');
  });
});
