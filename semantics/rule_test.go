package semantics

import (
	"flag"
	"strings"
	"testing"
)

var fullRows = flag.Bool("full-rows", false, "check every row of every rule model on f16 and bf16 (slow)")

// rowModels returns rule-defined models on 16-bit types, including the
// non-default parameters.
func rowModels(t testing.TB) []*Model {
	names := []string{}
	for _, m := range Models() {
		if m.rule == nil && (m.lane == nil || m.lane.rule == nil) {
			continue
		}
		if !m.Supports(F16) && !m.Supports(BF16) {
			continue
		}
		// The AMD rules are the same on every target of a generation: check
		// one target per rule family.
		if strings.HasPrefix(m.Name(), "amdgcn:") && !strings.HasPrefix(m.Name(), "amdgcn:gfx942:") &&
			!strings.HasPrefix(m.Name(), "amdgcn:gfx1200:") && !strings.HasPrefix(m.Name(), "amdgcn:gfx950:") {
			continue
		}
		names = append(names, m.Name())
	}
	names = append(names, []string{
		"amdgcn:gfx942:v_max_f16:ieee=0", "amdgcn:gfx942:v_min_f16:ieee=0",
		"amdgcn:gfx942:v_max_f16:denorm=0", "amdgcn:gfx942:v_min_f16:denorm=1",
		"amdgcn:gfx942:v_max_f16:ieee=0:denorm=2", "amdgcn:gfx1200:v_max_num_f16:snan=number",
		"amdgcn:gfx1200:v_min_num_f16:snan=number:denorm=1", "ptx:max.f16:zero=literal",
		"ptx:min.bf16:zero=literal", "ptx:min.NaN.xorsign.abs.f16:zero=literal",
	}...)
	var out []*Model
	for _, n := range names {
		m, err := Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// TestRowsMatchEval checks the runs the comparison engine uses against the
// rule evaluator, b by b, for a sample of rows (all rows with -full-rows).
func TestRowsMatchEval(t *testing.T) {
	// One or two rows per class of a (f16 bit patterns; in bf16 the same
	// bits fall in other classes), plus random rows.
	rows := []uint64{0x0000, 0x8000, 0x0001, 0x83ff, 0x0400, 0x3c00, 0xbc00, 0x7bff, 0x7c00, 0xfc00,
		0x7c01, 0xfd23, 0x7e00, 0xffff, 0x7f80, 0x7fc1, 0x0080, 0xff81}
	rng := splitmix{state: 7}
	for i := 0; i < 4; i++ {
		rows = append(rows, rng.next()&0xffff)
	}
	if *fullRows {
		rows = rows[:0]
		for a := uint64(0); a < 1<<16; a++ {
			rows = append(rows, a)
		}
	}
	checked := 0
	for _, m := range rowModels(t) {
		if m.lane != nil {
			m = m.lane
		}
		for _, typ := range []Type{F16, BF16} {
			if !m.isOwnType(typ) {
				continue
			}
			var ps []piece
			for _, a := range rows {
				ps = m.rule.row(typ, uint16(a), ps[:0])
				next := uint32(0)
				for _, p := range ps {
					if p.lo != next || p.hi <= p.lo {
						t.Fatalf("%s %s row %#04x: runs not contiguous at %#x: %+v", m.Name(), typ, a, next, p)
					}
					for b := p.lo; b < p.hi; b++ {
						got := uint64(uint16(b)&p.m | p.o)
						want := m.rule.eval(typ, a, uint64(b))
						if got != want {
							t.Fatalf("%s %s (%#04x, %#04x): row gives %#04x, eval %#04x (run %+v)", m.Name(), typ, a, b, got, want, p)
						}
					}
					next = p.hi
				}
				if next != 1<<16 {
					t.Fatalf("%s %s row %#04x: runs end at %#x", m.Name(), typ, a, next)
				}
				checked++
			}
		}
	}
	t.Logf("%d rows checked", checked)
}

// TestRelationRowsMatchEval checks the rows of the standard relations
// against Eval, b by b, with set equality.
func TestRelationRowsMatchEval(t *testing.T) {
	// Rows from every class of a (f16 bit patterns; for bf16 the same bits
	// fall in other classes, which is fine).
	rows := []uint64{0x0000, 0x8000, 0x3c00, 0xbc00, 0x0001, 0x7c00, 0xfc00, 0x7e01, 0xfc01, 0x7c23}
	if *fullRows {
		rows = rows[:0]
		for a := uint64(0); a < 1<<16; a++ {
			rows = append(rows, a)
		}
	}
	n := 0
	for _, m := range Models() {
		if m.relRow == nil || strings.HasPrefix(m.Name(), "mlir:") || strings.HasPrefix(m.Name(), "triton:") {
			continue // mlir and triton reuse the llvm19 relations
		}
		for _, typ := range []Type{F16, BF16} {
			if !m.isOwnType(typ) {
				continue
			}
			f := fmtOf(typ)
			e := newEvaluator(m, typ)
			var ps []piece
			for _, a := range rows {
				ps = m.relRow(typ, uint16(a), ps[:0])
				next := uint32(0)
				for i := range ps {
					p := &ps[i]
					if p.lo != next || p.hi <= p.lo {
						t.Fatalf("%s %s row %#04x: runs not contiguous at %#x", m.Name(), typ, a, next)
					}
					for b := p.lo; b < p.hi; b++ {
						got := pieceResult(f, typ, p, &e, a, uint64(b))
						want := m.rel(typ, a, uint64(b), 0)
						if !got.Equal(typ, want) {
							t.Fatalf("%s %s (%#04x, %#04x): row allows %s, eval %s", m.Name(), typ, a, b, got.String(typ), want.String(typ))
						}
					}
					next = p.hi
				}
				if next != 1<<16 {
					t.Fatalf("%s %s row %#04x: runs end at %#x", m.Name(), typ, a, next)
				}
				n++
			}
		}
	}
	t.Logf("%d relation rows checked", n)
}
