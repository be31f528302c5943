import {
  BadgeCheck,
  BatteryCharging,
  Building2,
  Car,
  Cctv,
  ChartLine,
  CircleCheck,
  Clock,
  Droplets,
  Euro,
  Factory,
  FileText,
  House,
  Leaf,
  Lightbulb,
  MapPin,
  Network,
  Phone,
  PiggyBank,
  PlugZap,
  ShieldCheck,
  Smartphone,
  SolarPanel,
  Sun,
  Thermometer,
  Users,
  Wrench,
  Zap,
  type IconNode,
} from 'lucide'
import type { IconName } from '@/content/types'

const icons: Record<IconName, IconNode> = {
  sun: Sun,
  bolt: Zap,
  'piggy-bank': PiggyBank,
  shield: ShieldCheck,
  clock: Clock,
  leaf: Leaf,
  battery: BatteryCharging,
  home: House,
  building: Building2,
  factory: Factory,
  car: Car,
  plug: PlugZap,
  lightbulb: Lightbulb,
  wrench: Wrench,
  certificate: BadgeCheck,
  'map-pin': MapPin,
  phone: Phone,
  chart: ChartLine,
  euro: Euro,
  users: Users,
  network: Network,
  droplet: Droplets,
  thermometer: Thermometer,
  document: FileText,
  check: CircleCheck,
  camera: Cctv,
  panel: SolarPanel,
  smartphone: Smartphone,
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** An icon's shapes (lucide's data) as SVG markup. */
function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).map(
        ([attribute, value]) => `${attribute}="${escapeAttribute(String(value))}"`,
      )
      return `<${tag} ${pairs.join(' ')}/>`
    })
    .join('')
}

/**
 * A decorative lucide icon: the text beside it carries the meaning. Its shapes
 * go in as one piece of markup, so the page's data carries a short string and
 * React hydrates one element per icon instead of one per shape.
 */
export function SvgIcon({
  node,
  className = 'size-6',
  strokeWidth = 1.75,
}: {
  node: IconNode
  className?: string
  strokeWidth?: number
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: shapesMarkup(node) }}
    />
  )
}

/** The icon that content names (cards, figures, steps). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon node={icons[name]} className={className} />
}
