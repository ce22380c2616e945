// SoftGamings' Fundist OneWallet (PROTOCOLS §4): the callback, its HMAC, the players' Fundist logins.
export { fundistRoutes, SOFTGAMINGS_WALLET_PATH, type FundistError, type FundistOptions } from './routes.ts';
export { fundistHmac, fundistHmacMatches, fundistSigned, fundistSignedText } from './hmac.ts';
export { fundistLogin, playerOfFundistLogin } from './login.ts';
export { type FundistLaunchConfig, type FundistWalletConfig } from './config.ts';
