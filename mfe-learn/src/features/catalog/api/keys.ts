/** Query keys for the learning catalogue (the viewer's progress is shared-ui's learningProgressKeys). */
export const learnKeys = {
  all: ['learn'] as const,
  modules: () => [...learnKeys.all, 'modules'] as const,
  popularity: () => [...learnKeys.all, 'popularity'] as const,
  lesson: (lessonId: string) => [...learnKeys.all, 'lesson', lessonId] as const,
  library: () => [...learnKeys.all, 'library'] as const,
  libraryItem: (slug: string) => [...learnKeys.all, 'library', 'item', slug] as const,
};
