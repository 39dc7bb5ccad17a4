import { HomeSection } from './home-section'
import { PartnerTiles } from './partner-tiles'

/** 合作单位 on /home: the partner tiles. */
export function HomePartners() {
  return (
    <HomeSection id="home-partners" title="合作单位">
      <PartnerTiles />
    </HomeSection>
  )
}
