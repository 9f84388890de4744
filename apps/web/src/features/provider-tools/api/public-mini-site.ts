/**
 * A published mini-site by its slug. The tools' client (ts-rest, zod, the contract) loads on
 * use: the public /m/{slug} page's first JavaScript stays under its budget.
 */
export async function fetchPublicMiniSite(slug: string) {
  const [{ bodyOf }, { toolsApi }] = await Promise.all([
    import('../../../lib/api-client'),
    import('../../../lib/tools-api'),
  ]);
  return bodyOf(await toolsApi.providerTools.publicMiniSite({ params: { slug } })).data;
}
