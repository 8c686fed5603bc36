import type { Page, Request } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** What the contact page says in each tested language. */
const copy = {
  en: {
    labels: { name: 'Name', email: 'E-mail', message: 'Message' },
    submit: 'Send',
    required: 'Please fill in all items',
    badEmail: 'Please enter a valid e-mail address.',
    success: 'Thanks for writing to us!',
    faq: ['I forgot my password.', 'The AI content is not working.', 'Can I save what I made?', 'Can I use the content commercially?'],
  },
  ko: {
    labels: { name: '이름', email: '이메일', message: '메시지' },
    submit: '보내기',
    required: '모든 항목을 입력해주세요',
    badEmail: '올바른 이메일 주소를 입력해 주세요.',
    success: '소중한 글 고마워요!',
    faq: ['비밀번호를 잊어버렸어요.', 'AI 콘텐츠가 만들어지지 않아요.', '만든 콘텐츠를 저장할 수 있나요?', '만든 콘텐츠를 상업적으로 써도 되나요?'],
  },
} as const;

type Language = keyof typeof copy;
type Field = 'name' | 'email' | 'message';

const valid: Record<Field, string> = { name: 'Mina Park', email: 'mina@example.com', message: 'I love the tarot reader!' };

/** Opens /contact in the given language and returns its form fields. */
async function openContact(page: Page, language: Language) {
  await page.addInitScript((lng) => window.localStorage.setItem('preferred-language', lng), language);
  await page.goto('/contact');
  const labels = copy[language].labels;
  const fields = {
    name: page.getByLabel(labels.name, { exact: true }),
    email: page.getByLabel(labels.email, { exact: true }),
    message: page.getByLabel(labels.message, { exact: true }),
  };
  await expect(fields.name).toBeVisible();
  return fields;
}

/** Records every request the page makes from now on, except GETs of the site's own code chunks. */
function recordRequests(page: Page) {
  const requests: string[] = [];
  // The site's own code chunks (the toast library arrives with the first toast) are not the form being sent.
  const ownCode = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/assets/');
  page.on('request', (request: Request) => {
    if (!ownCode(request)) requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

test('contact form has labelled name, e-mail and message fields and relies on translated messages instead of browser bubbles', async ({ page }) => {
  const fields = await openContact(page, 'en');
  await expect(fields.email).toHaveAttribute('type', 'email');
  await expect(fields.message).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(page.locator('form')).toHaveAttribute('novalidate', '');
  await expect(page.getByText('This form is a preview')).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@playground.example' })).toHaveAttribute('href', 'mailto:hello@playground.example');
  await expect(page.getByText('We usually reply within 2 business days')).toBeVisible();
});

for (const language of ['en', 'ko'] as const) {
  const text = copy[language];

  for (const missing of ['name', 'email', 'message'] as const) {
    test(`${language}: a blank ${missing} gives the translated "fill in all items" toast and keeps the other fields`, async ({ page }) => {
      const fields = await openContact(page, language);
      for (const field of ['name', 'email', 'message'] as const) await fields[field].fill(field === missing ? '   ' : valid[field]);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(text.required);
      await expect(fields[missing]).toBeFocused();
      await expect(fields[missing]).toHaveAttribute('aria-invalid', 'true');
      for (const field of ['name', 'email', 'message'] as const) {
        if (field !== missing) await expect(fields[field]).toHaveValue(valid[field]);
      }
    });
  }

  test(`${language}: a bad e-mail gives the translated invalid-address toast and keeps what was typed`, async ({ page }) => {
    const fields = await openContact(page, language);
    await fields.name.fill(valid.name);
    await fields.email.fill('abc');
    await fields.message.fill(valid.message);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(text.badEmail);
    await expect(fields.email).toBeFocused();
    await expect(fields.email).toHaveValue('abc');
    await expect(fields.message).toHaveValue(valid.message);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).not.toContainText(text.required);
  });

  test(`${language}: a complete form shows the success toast, clears every field and sends nothing`, async ({ page }) => {
    const fields = await openContact(page, language);
    await fields.name.fill(valid.name);
    await fields.email.fill(valid.email);
    await fields.message.fill(valid.message);
    const requests = recordRequests(page);
    await page.getByRole('button', { name: text.submit }).click();
    const toast = page.locator('[data-sonner-toast][data-type="success"]');
    await expect(toast).toContainText(text.success);
    await expect(toast).toContainText('hello@playground.example');
    for (const field of ['name', 'email', 'message'] as const) await expect(fields[field]).toHaveValue('');
    expect(requests).toEqual([]);
  });
}

test('FAQ has exactly the four questions and each expands and collapses on click', async ({ page }) => {
  await openContact(page, 'en');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const triggers = faq.getByRole('button');
  await expect(triggers).toHaveText([...copy.en.faq]);
  for (const question of copy.en.faq) {
    const trigger = faq.getByRole('button', { name: question });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: question })).toBeVisible();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
});

test('FAQ opens and moves between questions with the keyboard', async ({ page }) => {
  await openContact(page, 'ko');
  const faq = page.getByRole('region', { name: '자주 묻는 질문' });
  const [first, second] = copy.ko.faq.map((question) => faq.getByRole('button', { name: question }));
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText('잊어버릴 비밀번호도 되찾아야 할 계정도 없어요')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText('인터넷 연결을 확인하고')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('contact page stays accessible with an error toast and an open FAQ item, in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openContact(page, 'en');
  await page.getByRole('button', { name: copy.en.submit }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(copy.en.required);
  await page.getByRole('button', { name: copy.en.faq[1] }).click();
  await expectAccessible(page, '/contact (dark, toast + open FAQ)');
});
