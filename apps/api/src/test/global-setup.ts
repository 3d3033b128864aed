import type { TestProject } from 'vitest/node';
import { createSeededTemplate } from './seeded-template';

/** Vitest global set-up of the API project: one seeded template for every file. */
export default async function setup(project: TestProject) {
  const { template, dispose } = await createSeededTemplate();
  project.provide('seededTemplate', template);
  return dispose;
}
