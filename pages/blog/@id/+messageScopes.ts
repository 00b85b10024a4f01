// Only this article's own words, the blog template's, the author box's and the crisis numbers'.
export default ({ id }: Record<string, string>) => [`blog.${id}`, 'blog.common', 'blog.article', 'author', 'crisis', 'health']
