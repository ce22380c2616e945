import { describe, expect, it } from 'vitest';
import { chunkFiles } from '../src/platform/web-manifest.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js', '_libs-3.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_libs-3.js': { file: 'assets/libs-3.js', imports: ['_react-2.js'] },
  '_dialog-4.js': { file: 'assets/dialog-4.js', imports: ['_react-2.js'] },
  'src/Popup.tsx': {
    file: 'assets/Popup-5.js',
    imports: ['_react-2.js', 'index.html', '_dialog-4.js'],
    css: ['assets/Popup-6.css'],
  },
};

describe('the files a lazy chunk needs (from the build manifest)', () => {
  it('lists the chunk and its imports, leaving out what the page loads anyway', () => {
    expect(chunkFiles(MANIFEST, 'src/Popup.tsx')).toEqual({
      scripts: ['/assets/Popup-5.js', '/assets/dialog-4.js'],
      styles: ['/assets/Popup-6.css'],
    });
  });

  it('lists nothing for an unknown chunk or a build without a manifest', () => {
    expect(chunkFiles(MANIFEST, 'src/Missing.tsx')).toEqual({ scripts: [], styles: [] });
    expect(chunkFiles(null, 'src/Popup.tsx')).toEqual({ scripts: [], styles: [] });
  });
});
