/** The library's filters as they stand in the page address (`?club=7i&player=&session=&from=&to=&page=`). */
export type LibraryFilters = Partial<Record<'club' | 'player' | 'session' | 'from' | 'to' | 'page', string>>;

/** The library's action intent that deletes one clip. */
export const DELETE_CLIP_INTENT = 'delete-clip';
