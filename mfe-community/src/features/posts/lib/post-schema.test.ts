import { validate } from 'shared-ui';
import { parseTags, postSchema } from './post-schema';
import { readFeedFilters, writeFeedFilters, DEFAULT_FEED_FILTERS } from './feed-filters';

describe('post form', () => {
  test('tags are split on commas, trimmed, lower-cased and unique', () => {
    expect(parseTags(' NIL, #negotiation,, nil ,Tips ')).toEqual(['nil', 'negotiation', 'tips']);
  });

  test('the spec limits: title 3 to 200, content 1 to 10,000, at most 10 tags', () => {
    const ok = { title: 'Hey all', content: 'Hello', post_type: 'question', tags: 'a, b' };
    expect(validate(postSchema, ok)).toEqual({ success: true, errors: {}, data: { title: 'Hey all', content: 'Hello', post_type: 'question', tags: ['a', 'b'] } });
    const bad = validate(postSchema, { title: 'Hi', content: '   ', post_type: 'discussion', tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') });
    expect(bad).toEqual({
      success: false,
      errors: { title: 'The title needs at least 3 characters', content: 'Write something to post', tags: 'Use at most 10 tags' },
    });
    expect(validate(postSchema, { ...ok, title: 'x'.repeat(201) })).toMatchObject({ success: false, errors: { title: 'Keep the title to 200 characters' } });
    expect(validate(postSchema, { ...ok, content: 'x'.repeat(10001) })).toMatchObject({ success: false, errors: { content: 'Keep the post to 10,000 characters' } });
    expect(validate(postSchema, { ...ok, post_type: 'rant' })).toMatchObject({ success: false });
  });
});

describe('feed filters in the URL', () => {
  test('round trip, defaults left out', () => {
    const f = { type: 'question' as const, tag: 'nil', q: 'first deal' };
    const params = writeFeedFilters(new URLSearchParams('deal=1'), f);
    expect(params.toString()).toBe('deal=1&type=question&tag=nil&q=first+deal');
    expect(readFeedFilters(params)).toEqual(f);
    expect(writeFeedFilters(new URLSearchParams(), DEFAULT_FEED_FILTERS).toString()).toBe('');
  });

  test('an unknown type reads as all', () => {
    expect(readFeedFilters(new URLSearchParams('type=rant&tag=%20NIL%20'))).toEqual({ type: 'all', tag: 'nil', q: '' });
  });
});
