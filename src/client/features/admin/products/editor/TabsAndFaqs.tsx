import { moveItem } from '../../shared/paged-list';
import { Muted, SmallButton } from '../../shared/admin-styles';
import { TextField } from '../../shared/fields';
import { rowKey, type ProductForm } from '../product-form';
import type { FieldErrors } from '../product-rules';
import type { UpdateForm } from './ProductBasics';
import { Row, Section } from './editor-styles';
import { RowButtons } from './RowButtons';

interface PartProps {
  form: ProductForm;
  update: UpdateForm;
  errors: FieldErrors;
}

/** The product page's tabs: a name and HTML content each, in the order shown. */
export function TabsEditor({ form, update, errors }: PartProps) {
  const tabs = form.tabs;
  const change = (index: number, patch: Partial<ProductForm['tabs'][number]>) =>
    update('tabs', tabs.map((tab, at) => (at === index ? { ...tab, ...patch } : tab)));
  return (
    <Section>
      <legend>Tabs</legend>
      {tabs.length === 0 && <Muted>No tabs.</Muted>}
      {tabs.map((tab, index) => (
        <Row key={tab.key}>
          <div>
            <TextField label={`Tab ${index + 1} name`} required value={tab.tab_name} error={errors[`tabs.${index}.tab_name`]}
              onChange={(value) => change(index, { tab_name: value })} />
            <TextField label={`Tab ${index + 1} content (HTML)`} multiline rows={5} value={tab.content}
              onChange={(value) => change(index, { content: value })} />
          </div>
          <RowButtons name={`tab ${index + 1}`} index={index} count={tabs.length}
            onMove={(delta) => update('tabs', moveItem(tabs, index, delta))}
            onRemove={() => update('tabs', tabs.filter((_, at) => at !== index))} />
        </Row>
      ))}
      <SmallButton $variant="secondary" onClick={() => update('tabs', [...tabs, { key: rowKey(), tab_name: '', content: '' }])}>
        Add tab
      </SmallButton>
    </Section>
  );
}

/** Questions and answers shown under the product. */
export function FaqsEditor({ form, update, errors }: PartProps) {
  const faqs = form.faqs;
  const change = (index: number, patch: Partial<ProductForm['faqs'][number]>) =>
    update('faqs', faqs.map((faq, at) => (at === index ? { ...faq, ...patch } : faq)));
  return (
    <Section>
      <legend>Questions (FAQ)</legend>
      {faqs.length === 0 && <Muted>No questions.</Muted>}
      {faqs.map((faq, index) => (
        <Row key={faq.key}>
          <div>
            <TextField label={`Question ${index + 1}`} required value={faq.question} error={errors[`faqs.${index}.question`]}
              onChange={(value) => change(index, { question: value })} />
            <TextField label={`Answer ${index + 1}`} required multiline rows={3} value={faq.answer} error={errors[`faqs.${index}.answer`]}
              onChange={(value) => change(index, { answer: value })} />
          </div>
          <RowButtons name={`question ${index + 1}`} index={index} count={faqs.length}
            onMove={(delta) => update('faqs', moveItem(faqs, index, delta))}
            onRemove={() => update('faqs', faqs.filter((_, at) => at !== index))} />
        </Row>
      ))}
      <SmallButton $variant="secondary" onClick={() => update('faqs', [...faqs, { key: rowKey(), question: '', answer: '' }])}>
        Add question
      </SmallButton>
    </Section>
  );
}
