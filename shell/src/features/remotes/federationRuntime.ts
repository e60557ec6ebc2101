// The only module that touches the federation plugin's runtime, so tests can replace it.
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';

/** Points the runtime at a remote's entry (again), then fetches and evaluates its exposed module. */
export async function importRemoteModule(name: string, entryUrl: string, exposed: string): Promise<unknown> {
  setRemote(name, { url: () => Promise.resolve(entryUrl), format: 'esm', from: 'vite' });
  return unwrapDefault(await getRemote(name, exposed));
}
