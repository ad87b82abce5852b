package ptx_test

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
)

// foldValues are operands that tell the min/max cases apart: ±0, ±1, ±the
// smallest subnormal, ±Inf, quiet NaNs (canonical, negative with a payload),
// signaling NaNs (both signs).
var foldValues = map[ir.ElemType][]uint64{
	ir.F32: {0, 0x80000000, 0x3f800000, 0xbf800000, 1, 0x80000001, 0x7f800000, 0xff800000,
		0x7fc00000, 0xffc00123, 0x7f800001, 0xff800456},
	ir.F64: {0, 1 << 63, 0x3ff0000000000000, 0xbff0000000000000, 1, 1<<63 | 1, 0x7ff0000000000000, 0xfff0000000000000,
		0x7ff8000000000000, 0xfff8000000000123, 0x7ff0000000000001, 0xfff0000000000456},
}

var foldFull = flag.Bool("fold-full", false, "TestSequencesFoldedByPtxas: every pair of operands for every semantics")

var semType = map[ir.ElemType]semantics.Type{ir.F32: semantics.F32, ir.F64: semantics.F64}

// TestSequencesFoldedByPtxas checks what the emitted sequences compute
// against ptxas's constant folder, the oracle docs/reference/ptx.md uses for the
// hardware rule (§2.2, §2.3): each case is a kernel that moves two constants
// into registers, applies one neutral min/max (number, propagate, ieee2008;
// with and without ftz; f32 number and propagate with three inputs too) and
// stores the result; ptxas 11.8 folds it, and
// nvdisasm shows the constant moved into the stored register. The case is
// lowered for sm_75 (the setp/selp expansion of propagate, the sNaN test of
// ieee2008) and sm_80 (native max.NaN.f32). Checked:
//   - the folded value is one the recorded model (Choice.Model, package
//     semantics) allows; for propagate on f32 that is the exact bits of
//     max.NaN.f32, canonical NaN 0x7FFFFFFF;
//   - where both targets fold, they give the same bits: the result does not
//     depend on the target.
//
// A sample of the operand pairs runs by default (every pair for propagate);
// -fold-full runs them all. Cases ptxas leaves unfolded (two NaN inputs to a
// native min/max, max.NaN of ±0) are counted, not checked; max(x, x) is skipped
// (ptxas rewrites it to x before folding, docs/reference/ptx.md verification log). ptxas
// does not fold f16/bf16 min/max, so half types are not covered here.
func TestSequencesFoldedByPtxas(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	nvdisasm := oracle.Require(t, oracle.Nvdisasm)
	var cases []fcase
	for _, typ := range []ir.ElemType{ir.F32, ir.F64} {
		vs := foldValues[typ]
		for _, op := range []string{"max", "min"} {
			for _, attrs := range []string{"nan = number", "nan = propagate", "nan = ieee2008", "nan = propagate, ftz", "nan = ieee2008, ftz"} {
				if typ == ir.F64 && strings.Contains(attrs, "ftz") {
					continue
				}
				for i, a := range vs {
					for j, b := range vs {
						// Every pair for propagate (the claim that the
						// expansion has the bits of max.NaN); a third of the
						// pairs for the rest, and in -short mode; all of
						// them with -fold-full.
						sample := (i+j)%3 == 0 || (attrs == "nan = propagate" && !testing.Short()) || *foldFull
						if i == j || !sample {
							continue
						}
						cases = append(cases, fcase{typ: typ, op: op, attrs: attrs, a: a, b: b, arity: 2})
						if typ == ir.F32 && (i+j)%3 == 0 && (attrs == "nan = number" || attrs == "nan = propagate") {
							// Three inputs: two steps below sm_100, whose
							// model is the three-input form's (ptx:max.f32:inputs=3).
							cases = append(cases, fcase{typ: typ, op: op, attrs: attrs, a: a, b: b, c: vs[(5*i+j)%len(vs)], arity: 3})
						}
					}
				}
			}
		}
	}
	var src strings.Builder
	for i, c := range cases {
		ty := c.typ.String()
		w := c.typ.Bits() / 4 // hex digits of a full-width bit pattern
		third := ""
		if c.arity == 3 {
			third = fmt.Sprintf(", %s 0x%0*x", ty, w, c.c)
		}
		fmt.Fprintf(&src, "kernel @k%d(%%O: global %s[1,1]) grid(1) block(1) {\n  %%a = alloc.local %s[1,1]\n  %%b = alloc.local %s[1,1]\n"+
			"  %%a = mov %s 0x%0*x\n  %%b = mov %s 0x%0*x\n  %%a = %s %%a, %%b%s {%s}\n  store %%O, %%a\n}\n",
			i, ty, ty, ty, ty, w, c.a, ty, w, c.b, c.op, third, c.attrs)
	}
	m := parseSrc(t, "fold.tile", []byte(src.String()))
	folded := map[string]map[int]uint64{}
	checked, unfolded := 0, 0
	for _, arch := range []string{"sm_75", "sm_80"} {
		res := lower(t, m, newBackend(t, arch, ""))
		choices := map[string]ptx.Choice{}
		for _, ch := range res.Choices {
			choices[ch.Kernel] = ch
		}
		sass, err := oracle.PtxasFold(ptxas, nvdisasm, arch, res.PTX)
		if err != nil {
			t.Fatal(err)
		}
		folded[arch] = map[int]uint64{}
		for i, c := range cases {
			v, ok := oracle.StoredConst(sass[i], c.typ == ir.F64)
			if !ok {
				unfolded++
				continue
			}
			folded[arch][i] = v
			model := choices["k"+strconv.Itoa(i)].Model.Model()
			if model == nil {
				t.Fatalf("k%d: no model", i)
			}
			if ch := choices["k"+strconv.Itoa(i)]; ch.Arity != c.arity || ch.Steps != 1 {
				t.Fatalf("k%d: choice %+v: want one application of a %d-input model", i, ch, c.arity)
			}
			r, err := model.Eval(semType[c.typ], c.a, c.b, c.c)
			if err != nil {
				t.Fatalf("k%d: %v", i, err)
			}
			checked++
			if !r.Allows(semType[c.typ], v) {
				t.Errorf("%s: %s(%s) {%s}: ptxas folds our sequence to %#x; model %s allows %s",
					arch, c.op, c.inputs(), c.attrs, v, model.Name(), r.String(semType[c.typ]))
			}
		}
	}
	same := 0
	for i, c := range cases {
		x, ok1 := folded["sm_75"][i]
		y, ok2 := folded["sm_80"][i]
		if !ok1 || !ok2 {
			continue
		}
		same++
		if x != y {
			t.Errorf("%s %s(%s) {%s}: sm_75 gives %#x, sm_80 gives %#x", c.typ, c.op, c.inputs(), c.attrs, x, y)
		}
	}
	if checked < len(cases) {
		t.Fatalf("only %d of %d kernels × 2 targets folded: SASS parsing is broken", checked, 2*len(cases))
	}
	t.Logf("%d kernels × 2 targets: %d folded and checked against their model, %d not folded; %d compared across sm_75 and sm_80",
		len(cases), checked, unfolded, same)
}

// An fcase is one folded kernel: op(a, b[, c]) {attrs} on constants.
type fcase struct {
	typ     ir.ElemType
	op      string
	attrs   string
	a, b, c uint64
	arity   int
}

func (c fcase) inputs() string {
	s := fmt.Sprintf("%#x, %#x", c.a, c.b)
	if c.arity == 3 {
		s += fmt.Sprintf(", %#x", c.c)
	}
	return s
}
