import type { LatLng } from '@client-admin/domain/territory/great-circle';
import type { EditorNotice } from './editor-notice';
import type { EditorGeo } from '../../utils/territory-geos';

/** The county regions of the last radius added (seed 001 §5: radius over 0 up to 10 miles). */
export interface RadiusRegions {
  zipCode: string;
  radius: number;
  regions: {
    stateAbbreviation: string;
    countyName: string;
    milesAway: number;
    zipCodes: string[];
  }[];
}

export interface GeoAdditionExtras {
  notices?: EditorNotice[];
  /** Zip coordinates learnt from the look-up, for the map. */
  coordinates?: [string, LatLng][];
  regions?: RadiusRegions | null;
}

/** What each way of adding territory gets from the editor. */
export interface AddFormProps {
  existing: readonly EditorGeo[];
  onAdd: (added: EditorGeo[], extras?: GeoAdditionExtras) => void;
  /** Replaces the editor's messages (a refusal before anything is added). */
  onNotices: (notices: EditorNotice[]) => void;
}
