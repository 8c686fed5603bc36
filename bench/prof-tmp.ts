import { longText } from './content/long-text.ts';
import { generateContent } from '../supabase/functions/_shared/content/engine.ts';
const text = longText('ko', 10_000);
for (let seed=0; seed<300; seed++) generateContent('summarize', {input:text, summaryStyle:'general', length:'medium'} as never, {language:'ko', seed});
