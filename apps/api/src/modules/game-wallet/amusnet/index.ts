// Amusnet's direct XML wallet (PROTOCOLS §4c): the routes, the launch codes and the XML both ways.
export { AMUSNET_CODE, AMUSNET_PATH, amusnetRoutes, type AmusnetOptions } from './routes.ts';
export { createAmusnetLaunchCodes, type AmusnetLaunchCodes } from './launch-codes.ts';
export { createAmusnetRepo, type AmusnetRepo } from './repo.ts';
export { DEFENCE_CODE_SECONDS, defenceCode } from './defence-code.ts';
export { buildAnswer as amusnetXml, parseCall as parseAmusnetXml } from './xml.ts';
