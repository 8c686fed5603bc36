import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** The five information pages with their English title, h1 and meta description start. */
const pages = [
  { path: '/about', title: 'About us', heading: 'About Playground', description: 'What Playground is' },
  { path: '/contact', title: 'Contact us', heading: 'Contact us', description: 'Questions, ideas or a bug to report?' },
  { path: '/privacy', title: 'Privacy Policy', heading: 'Privacy Policy', description: 'What information Playground handles' },
  { path: '/guidelines', title: 'Content Guidelines', heading: 'Content Guidelines', description: 'What is welcome on Playground' },
  { path: '/terms', title: 'Terms of Service', heading: 'Terms of Service', description: 'The terms for using Playground' },
] as const;

/** Page h1 per language, and a pattern for the language's script (Hangul, Han, Vietnamese diacritics). */
const translated = {
  ko: {
    script: /[\uAC00-\uD7A3]/,
    brand: '플레이그라운드',
    headings: { '/about': '플레이그라운드 소개', '/contact': '문의하기', '/privacy': '개인정보처리방침', '/guidelines': '콘텐츠 가이드라인', '/terms': '이용약관' },
    privacyDate: '2024년 1월 1일',
    firstArticle: '제1조 (목적)',
  },
  vi: {
    script: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
    brand: 'Playground',
    headings: { '/about': 'Giới thiệu về Playground', '/contact': 'Liên hệ với chúng tôi', '/privacy': 'Chính sách quyền riêng tư', '/guidelines': 'Nguyên tắc nội dung', '/terms': 'Điều khoản dịch vụ' },
    privacyDate: '2024',
    firstArticle: 'Điều 1. Mục đích',
  },
  zh: {
    script: /[\u4E00-\u9FFF]/,
    brand: '游乐场',
    headings: { '/about': '关于游乐场', '/contact': '联系我们', '/privacy': '隐私政策', '/guidelines': '内容准则', '/terms': '服务条款' },
    privacyDate: '2024年1月1日',
    firstArticle: '第1条（目的）',
  },
} as const;

/** Makes every page load in the given language (stored preference, read first by the detector). */
async function useLanguage(page: Page, language: string) {
  await page.addInitScript((lng) => window.localStorage.setItem('preferred-language', lng), language);
}

/** Heading levels inside the main region, in document order. */
function headingLevels(page: Page) {
  return page.locator('main').locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) => elements.map((element) => Number(element.tagName.slice(1))));
}

/** Fails when the page has other than one h1 first, or when a heading skips a level going down. */
function expectHeadingOutline(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1], `heading ${index} (h${level}) after h${levels[index - 1]}`).toBeLessThanOrEqual(1);
  });
}

test.describe('information pages in English', () => {
  for (const info of pages) {
    test(`${info.path} renders its heading, title, description and heading outline`, async ({ page }) => {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.heading);
      await expect(page).toHaveTitle(`${info.title} | Playground`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${info.description.replace(/[?]/g, '\\?')}`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expectHeadingOutline(await headingLevels(page));
    });
  }

  test('/privacy has nine numbered sections, the effective date, the 7-day notice and the privacy officer', async ({ page }) => {
    await page.goto('/privacy');
    const sectionHeadings = page.locator('main article section > h2');
    await expect(sectionHeadings).toHaveCount(9);
    const texts = await sectionHeadings.allTextContents();
    texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
    await expect(page.locator('time[datetime="2024-01-01"]')).toHaveText('January 1, 2024');
    await expect(page.getByText('Effective date:')).toBeVisible();
    await expect(page.getByText('7 days before it takes effect')).toBeVisible();
    await expect(page.getByText('7 days before the change takes effect')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Privacy officer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@playground.example' })).toHaveAttribute('href', 'mailto:privacy@playground.example');
  });

  test('/privacy table of contents links to every section', async ({ page }) => {
    await page.goto('/privacy');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveCount(9);
    await toc.getByRole('link', { name: '8. How we protect information' }).click();
    await expect(page).toHaveURL(/\/privacy#security$/);
    await expect(page.getByRole('heading', { level: 2, name: '8. How we protect information' })).toBeInViewport();
  });

  test('deep links to a privacy section or a terms article land on it after the page loads', async ({ page }) => {
    await page.goto('/privacy#rights');
    await expect(page.getByRole('heading', { level: 2, name: '6. Your rights' })).toBeInViewport();
    await page.goto('/terms#supplement');
    await expect(page.getByRole('heading', { level: 2, name: 'Supplementary provision' })).toBeInViewport();
  });

  test('/terms has eight articles followed by the supplementary provision, with a working table of contents', async ({ page }) => {
    await page.goto('/terms');
    const articles = page.locator('main section[data-article] > h2');
    await expect(articles).toHaveCount(8);
    await expect(articles.first()).toHaveText('Article 1 (Purpose)');
    await expect(articles.last()).toHaveText('Article 8 (Governing law and disputes)');
    const allSections = page.locator('main article section > h2');
    await expect(allSections).toHaveCount(9);
    await expect(allSections.last()).toHaveText('Supplementary provision');
    await expect(page.getByText('These terms take effect on January 1, 2024.')).toBeVisible();
    await expect(page.locator('time[datetime="2024-01-01"]')).toHaveText('January 1, 2024');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveCount(9);
    await toc.getByRole('link', { name: 'Supplementary provision' }).click();
    await expect(page).toHaveURL(/\/terms#supplement$/);
    await expect(allSections.last()).toBeInViewport();
  });

  test('/guidelines has the four sections: allowed, prohibited, user duties, how to report', async ({ page }) => {
    await page.goto('/guidelines');
    await expect(page.locator('main h2')).toHaveText(['Allowed', 'Prohibited', 'User duties', 'How to report']);
    await expect(page.getByRole('link', { name: 'report@playground.example' })).toHaveAttribute('href', 'mailto:report@playground.example');
  });

  test('/about has the vision, three value cards, the ad policy and the open-source credits', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 2, name: 'Our vision' })).toBeVisible();
    await expect(page.locator('[data-value] h3')).toHaveText(['Fun', 'Innovation', 'User experience']);
    await expect(page.getByRole('heading', { level: 2, name: 'Advertising policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Open-source credits' })).toBeVisible();
    await expect(page.getByText('Twemoji by Twitter, Inc and other contributors, CC-BY 4.0')).toBeVisible();
    await expect(page.getByText('Mini-IPIP (Donnellan et al., 2006), public domain, via the International Personality Item Pool')).toBeVisible();
    await expect(page.getByText("Tarot meanings written by us, grounded in A. E. Waite's 1910 public-domain descriptions")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'privacy policy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });
});

for (const [language, text] of Object.entries(translated)) {
  test(`information pages show ${language} text`, async ({ page }) => {
    await useLanguage(page, language);
    for (const info of pages) {
      await page.goto(info.path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(text.headings[info.path]);
      expect(await heading.textContent()).toMatch(text.script);
      // One brand per language, the same in the page title as in the header.
      await expect(page).toHaveTitle(new RegExp(` \\| ${text.brand}$`));
      await expect(page.getByTestId('brand')).toHaveText(text.brand);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expectHeadingOutline(await headingLevels(page));
    }
    await expect(page.getByRole('contentinfo')).not.toContainText('All rights reserved');
    await page.goto('/about');
    // The credits speak the page's language too (only names and licence codes stay as they are).
    await expect(page.getByText(/Twemoji by Twitter|public domain, via the International/)).toHaveCount(0);
    await page.goto('/privacy');
    await expect(page.locator('main article section > h2')).toHaveCount(9);
    await expect(page.locator('time[datetime="2024-01-01"]')).toContainText(text.privacyDate);
    await page.goto('/terms');
    await expect(page.locator('main section[data-article] > h2')).toHaveCount(8);
    await expect(page.locator('main section[data-article] > h2').first()).toHaveText(text.firstArticle);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`information pages have no serious axe violations in the ${colorScheme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    for (const info of pages) {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.heading);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await expectAccessible(page, `${info.path} (${colorScheme})`);
    }
  });
}
