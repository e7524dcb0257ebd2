// What other modules may use of wallets: the table (a website's wallet is made and removed with it).
export { wallets } from './wallets.table.js';
