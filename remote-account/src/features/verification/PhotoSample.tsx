import { useTranslation } from '@h5/shared/i18n';
import type { PhotoKind } from './verification';

/** The drawing each photo's sample shows, and the words saying what a good photo of it shows. */
type Drawing = 'cardFront' | 'cardBack' | 'licenceFront' | 'passportPage' | 'passportCover' | 'holdCard' | 'holdPassport';
type Words = 'cardFront' | 'cardBack' | 'passportPage' | 'passportCover' | 'holdCard' | 'holdPassport';
const DRAWING: Record<PhotoKind, { drawing: Drawing; words: Words }> = {
  cardFront: { drawing: 'cardFront', words: 'cardFront' },
  cardBack: { drawing: 'cardBack', words: 'cardBack' },
  holdCard: { drawing: 'holdCard', words: 'holdCard' },
  licenceFront: { drawing: 'licenceFront', words: 'cardFront' },
  licenceBack: { drawing: 'cardBack', words: 'cardBack' },
  holdLicence: { drawing: 'holdCard', words: 'holdCard' },
  passportPage: { drawing: 'passportPage', words: 'passportPage' },
  passportCover: { drawing: 'passportCover', words: 'passportCover' },
  holdPassport: { drawing: 'holdPassport', words: 'holdPassport' },
};

/** Green corner marks: the whole document inside the frame. */
function Corners({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const l = 10;
  const d = `M${x} ${y + l}V${y}H${x + l} M${x + w - l} ${y}H${x + w}V${y + l} M${x + w} ${y + h - l}V${y + h}H${x + w - l} M${x + l} ${y + h}H${x}V${y + h - l}`;
  return <path className="ac-sample__guide" d={d} />;
}

/** Someone drawn in shapes only: a head and shoulders, no face. */
function Figure({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g className="ac-sample__person">
      <circle cx={cx} cy={cy} r={r} />
      <path d={`M${cx - r * 2.2} ${cy + r * 4.2}Q${cx} ${cy + r * 0.6} ${cx + r * 2.2} ${cy + r * 4.2}Z`} />
    </g>
  );
}

/** Lines of text, as grey bars. */
const Lines = ({ x, y, widths, gap = 9 }: { x: number; y: number; widths: readonly number[]; gap?: number }) => (
  <g className="ac-sample__ink">
    {widths.map((w, i) => (
      <rect key={i} x={x} y={y + i * gap} width={w} height={4} rx={2} />
    ))}
  </g>
);

function CardFront({ licence }: { licence: boolean }) {
  return (
    <>
      <rect className="ac-sample__doc" x={20} y={14} width={120} height={76} rx={8} />
      <path className={licence ? 'ac-sample__band ac-sample__band--licence' : 'ac-sample__band'} d="M20 30V22a8 8 0 0 1 8-8h104a8 8 0 0 1 8 8v8Z" />
      <rect className="ac-sample__photo" x={28} y={38} width={30} height={40} rx={3} />
      <Figure cx={43} cy={52} r={6} />
      <Lines x={66} y={40} widths={[60, 46, 54, 34]} />
      {licence && (
        <g className="ac-sample__ink">
          <rect x={104} y={70} width={24} height={8} rx={3} />
          <circle cx={109} cy={80} r={3} />
          <circle cx={123} cy={80} r={3} />
        </g>
      )}
      <Corners x={14} y={8} w={132} h={88} />
    </>
  );
}

/** A barcode's bars: widths, each placed after the last with a gap of 2. */
const BARS = [3, 1, 2, 1, 3, 2, 1, 1, 3, 1, 2, 2, 1, 3, 1, 2, 1, 3, 2, 1].reduce<Array<{ x: number; w: number }>>(
  (bars, w) => [...bars, { x: (bars.at(-1)?.x ?? 28) + (bars.at(-1)?.w ?? 0) + 2, w }],
  [],
);

function CardBack() {
  return (
    <>
      <rect className="ac-sample__doc" x={20} y={14} width={120} height={76} rx={8} />
      <rect className="ac-sample__ink" x={20} y={24} width={120} height={12} />
      <Lines x={30} y={44} widths={[84, 66]} />
      <g className="ac-sample__ink">
        {BARS.map(({ x, w }) => (
          <rect key={x} x={x} y={64} width={w} height={16} />
        ))}
      </g>
      <Corners x={14} y={8} w={132} h={88} />
    </>
  );
}

function PassportPage() {
  return (
    <>
      <rect className="ac-sample__doc" x={24} y={8} width={112} height={88} rx={4} />
      <rect className="ac-sample__photo" x={32} y={18} width={30} height={38} rx={2} />
      <Figure cx={47} cy={31} r={6} />
      <Lines x={70} y={20} widths={[56, 44, 52, 36]} />
      {/* The two machine-readable lines at the foot of the page. */}
      <g className="ac-sample__ink">
        {[70, 80].map((y) =>
          Array.from({ length: 16 }, (_, i) => <rect key={`${y}-${i}`} x={32 + i * 6} y={y} width={4} height={5} rx={1} />),
        )}
      </g>
      <Corners x={18} y={3} w={124} h={98} />
    </>
  );
}

function PassportCover() {
  return (
    <>
      <rect className="ac-sample__doc ac-sample__doc--cover" x={46} y={6} width={68} height={92} rx={6} />
      <Lines x={62} y={16} widths={[36, 24]} gap={8} />
      <circle className="ac-sample__emblem" cx={80} cy={54} r={14} />
      <circle className="ac-sample__emblem" cx={80} cy={54} r={7} />
      <rect className="ac-sample__ink" x={62} y={78} width={36} height={4} rx={2} />
      <rect className="ac-sample__emblem" x={74} y={86} width={12} height={7} rx={1} />
      <Corners x={40} y={2} w={80} h={100} />
    </>
  );
}

function Holding({ passport }: { passport: boolean }) {
  return (
    <>
      <Figure cx={54} cy={36} r={15} />
      {passport ? (
        <g>
          <rect className="ac-sample__doc" x={86} y={30} width={64} height={44} rx={3} />
          <path className="ac-sample__fold" d="M118 30V74" />
          <rect className="ac-sample__photo" x={122} y={36} width={12} height={16} rx={1} />
          <Lines x={91} y={38} widths={[22, 16, 20]} gap={8} />
          <Lines x={122} y={58} widths={[22, 18]} gap={7} />
        </g>
      ) : (
        <g>
          <rect className="ac-sample__doc" x={88} y={34} width={58} height={38} rx={5} />
          <rect className="ac-sample__photo" x={94} y={42} width={15} height={20} rx={2} />
          <Lines x={114} y={44} widths={[26, 20, 24]} gap={7} />
        </g>
      )}
      {/* The hand holding it from below, clear of the face. */}
      <rect className="ac-sample__ink" x={100} y={66} width={22} height={26} rx={9} />
    </>
  );
}

function Art({ drawing }: { drawing: Drawing }) {
  switch (drawing) {
    case 'cardFront':
      return <CardFront licence={false} />;
    case 'licenceFront':
      return <CardFront licence />;
    case 'cardBack':
      return <CardBack />;
    case 'passportPage':
      return <PassportPage />;
    case 'passportCover':
      return <PassportCover />;
    case 'holdCard':
      return <Holding passport={false} />;
    case 'holdPassport':
      return <Holding passport />;
  }
}

/**
 * A sample of a good photo for one upload: a drawing of what it shows (shapes only, never a
 * photo or a face, the document's corners marked inside the frame), and under a green tick the
 * words saying what a good photo of it shows. A licence shares the card's words.
 */
export function PhotoSample({ kind }: { kind: PhotoKind }) {
  const { t } = useTranslation('account');
  const { drawing, words } = DRAWING[kind];
  return (
    <figure className="h5-panel ac-sample" data-testid={`sample-${kind}`}>
      <svg className="ac-sample__art" viewBox="0 0 160 104" width="112" height="73" aria-hidden="true" focusable="false">
        <Art drawing={drawing} />
      </svg>
      <figcaption className="ac-sample__text">
        <strong className="ac-sample__title">
          <svg className="ac-sample__tick" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx={8} cy={8} r={8} />
            <path d="M4.5 8.2l2.3 2.3 4.7-4.9" />
          </svg>
          {t('verify.sampleTitle')}
        </strong>
        <span>{t(`verify.sample.${words}`)}</span>
      </figcaption>
    </figure>
  );
}
