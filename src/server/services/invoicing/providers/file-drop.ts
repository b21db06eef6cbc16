// Hands documents over by writing them into a folder the provider's connector picks up. The
// file appears whole or not at all (written aside, then renamed), so a connector polling the
// folder never reads half a document.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EInvoiceProvider, OutgoingDocument, ProviderAnswer } from './provider';

export function fileDropProvider(dir: string): EInvoiceProvider {
  return {
    name: 'file-drop',
    async submit(doc: OutgoingDocument): Promise<ProviderAnswer> {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${doc.number}.xml`);
      const aside = path.join(dir, `.${doc.number}.xml.part`);
      await writeFile(aside, doc.xml, 'utf8');
      await rename(aside, file);
      return { state: 'sent', reference: path.basename(file), answer: { file } };
    },
  };
}
