import { startProduct } from './product-server';

/** Starts the real product once for every e2e file (unless E2E_BASE_URL points at a running one). */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  await startProduct();
}
