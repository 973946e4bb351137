/** drizzle-kit configuration: schemas live beside each capability; SQL migrations in src/db/migrations. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/*/schema.ts', './src/platforms/*/schema.ts'],
  out: './src/db/migrations',
});
