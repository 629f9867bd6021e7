import { API } from '#domain/contracts/wire.ts';
import type { BranchForPlace } from '#domain/contracts/branches.ts';
import { getAnswer } from './branch-data.ts';

/**
 * The branch nearest to a town, suburb or locality the address data knows ("Queenstown",
 * "Ōtautahi"), from the server's place list; null when it knows no such place.
 */
export async function branchForPlace(place: string): Promise<BranchForPlace['branch']> {
  const url = `${API.branchForPlace.path}?${new URLSearchParams({ place })}`;
  const answer = await getAnswer(
    url,
    (contracts) => contracts.branchForPlaceContract.response[200],
  );
  return answer.branch;
}
