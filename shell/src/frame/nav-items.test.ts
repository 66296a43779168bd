import { isNavItemActive, SIGNED_IN_ITEMS, SIGNED_OUT_ITEMS } from './nav-items';

const activeLabels = (pathname: string, items = SIGNED_IN_ITEMS) => items.filter((i) => isNavItemActive(pathname, i)).map((i) => i.label);

describe('nav active by prefix', () => {
  it('marks the item whose path prefixes the current path', () => {
    expect(activeLabels('/learn')).toEqual(['Learn']);
    expect(activeLabels('/learn/modules/pitching-101')).toEqual(['Learn']);
    expect(activeLabels('/marketplace/apply/42')).toEqual(['Marketplace']);
    expect(activeLabels('/community/thread/7')).toEqual(['Community']);
    expect(activeLabels('/messages')).toEqual(['Messages']);
  });

  it('does not match a longer sibling path or unrelated pages', () => {
    expect(activeLabels('/learning')).toEqual([]);
    expect(activeLabels('/')).toEqual([]);
    expect(activeLabels('/pricing')).toEqual([]);
  });

  it('the dashboard item is active on the dashboard and its role aliases', () => {
    expect(activeLabels('/dashboard/brand')).toEqual(['Dashboard']);
    expect(activeLabels('/athlete-dashboard')).toEqual(['Dashboard']);
    expect(activeLabels('/explore', SIGNED_OUT_ITEMS)).toEqual(['Explore']);
  });
});
