// The build's generated modules (build/sounds-plugin.ts): one URL per name of SOUND_NAMES.
declare module 'virtual:lale-sounds' {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
