import type { Plugin } from 'vite';
import { SOUND_NAMES } from '../src/shell/sound-names.ts';
import { encodeWav, synthesise } from './sounds.ts';

/*
 * `import sounds from 'virtual:lale-sounds'` gives the URL of each synthesised sound. In a build the
 * WAVs are emitted as hashed assets (/games/assets/<name>-<hash>.wav, fetched by howler under the
 * page's connect-src/media-src 'self'); the dev server, which has no policy, gets them as data URLs.
 */

const ID = 'virtual:lale-sounds';
const RESOLVED = `\0${ID}`;

export function soundsPlugin(): Plugin {
  let building = false;
  return {
    name: 'lale-sounds',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const entries = SOUND_NAMES.map((name) => {
        const wav = encodeWav(synthesise(name));
        if (!building) {
          return `${JSON.stringify(name)}: ${JSON.stringify(`data:audio/wav;base64,${Buffer.from(wav).toString('base64')}`)}`;
        }
        const ref = this.emitFile({ type: 'asset', name: `${name}.wav`, source: wav });
        return `${JSON.stringify(name)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default {\n${entries.join(',\n')}\n};\n`;
    },
  };
}
