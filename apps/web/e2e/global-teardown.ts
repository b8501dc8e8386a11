import { stopProduct } from './product-server';

export default async function globalTeardown(): Promise<void> {
  await stopProduct();
}
