package llvm

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
	"testing"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
)

// hostValues are operands that tell the cases apart: ±0, ±1, ±smallest
// subnormal, ±Inf, quiet NaNs (positive canonical, negative with payload),
// signaling NaNs (both signs), the largest finite, 2.
var hostValues = map[ir.ElemType][]uint64{
	ir.F32:  {0, 0x80000000, 0x3f800000, 0xbf800000, 1, 0x80000001, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00123, 0x7f800001, 0xff800456, 0x7f7fffff, 0x40000000},
	ir.F64:  {0, 1 << 63, 0x3ff0000000000000, 0xbff0000000000000, 1, 1<<63 | 1, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000, 0xfff8000000000123, 0x7ff0000000000001, 0xfff0000000000456, 0x7fefffffffffffff, 0x4000000000000000},
	ir.F16:  {0, 0x8000, 0x3c00, 0xbc00, 1, 0x8001, 0x7c00, 0xfc00, 0x7e00, 0xfe01, 0x7c01, 0xfc02, 0x7bff, 0x4000},
	ir.BF16: {0, 0x8000, 0x3f80, 0xbf80, 1, 0x8001, 0x7f80, 0xff80, 0x7fc0, 0xffc1, 0x7f81, 0xff82, 0x7f7f, 0x4000},
}

var semType = map[ir.ElemType]semantics.Type{ir.F32: semantics.F32, ir.F64: semantics.F64, ir.F16: semantics.F16, ir.BF16: semantics.BF16}

type hostCase struct {
	row    *Row
	op     *ir.MinMax
	arity  int
	third  *ir.Scalar // a constant third input, or nil
	inputs [][3]uint64
}

// hostInputs lists the operand tuples of a case: all pairs of hostValues
// (all triples for three tensor inputs); packed types get (x, y) in one
// operand and (y, x) in the other, so each lane sees every pair.
func hostInputs(dt ir.ElemType, arity int, third *ir.Scalar) [][3]uint64 {
	vs := hostValues[dt.Lane()]
	n := len(vs)
	w := uint(dt.Lane().Bits())
	var ts [][3]uint64
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			ks := []int{0}
			if arity == 3 && third == nil && !dt.IsPacked() {
				ks = ks[:0]
				for k := 0; k < n; k++ {
					ks = append(ks, k)
				}
			}
			for _, k := range ks {
				var tpl [3]uint64
				if dt.IsPacked() {
					tpl = [3]uint64{vs[i] | vs[j]<<w, vs[j] | vs[i]<<w, vs[(i+j)%n] | vs[(3*i+j)%n]<<w}
				} else {
					tpl = [3]uint64{vs[i], vs[j], vs[k]}
				}
				if third != nil {
					tpl[2] = third.Bits
				}
				ts = append(ts, tpl)
			}
		}
	}
	return ts
}

// TestHostExecution runs the target-independent rows (everything but the
// PTX inline asm) on the host with lli-19, for every semantics, lane and
// packed type, min and max, over the tuples of hostInputs (three inputs for
// number, with constant ±0 third inputs too), and checks each lane against
// the IEEE 754 model of package semantics. The host's own maxnum lowering
// (x86: a tie returns the first operand, docs/reference/semantics.md F6) exercises the
// sign fix-up.
func TestHostExecution(t *testing.T) {
	lli := oracle.Require(t, oracle.LLI)
	mod := llir.NewModule()
	mod.TargetTriple = "x86_64-unknown-linux-gnu"
	e := &emitter{mod: mod, decls: map[string]*llir.Func{}}
	var cases []hostCase
	add := func(row *Row, op *ir.MinMax, arity int, third *ir.Scalar) {
		c := hostCase{row: row, op: op, arity: arity, third: third, inputs: hostInputs(op.Dst.Tensor.Type, arity, third)}
		cases = append(cases, c)
		hostFunc(e, len(cases)-1, c)
	}
	for _, tr := range []string{TripleAMDGCN, TripleNVPTX} {
		tg, _ := New(Options{Triple: tr})
		e.t = tg
		for _, sem := range SemKeys {
			for _, dt := range matrixFloatTypes {
				row, err := tg.lookupRow(sem, dt.Lane())
				if err != nil {
					t.Fatal(err)
				}
				if row.form == fPTX || row.form == fPTXWide {
					continue // PTX inline asm: checked by llc and ptxas only
				}
				for _, kind := range []ir.MinMaxKind{ir.Max, ir.Min} {
					pol, nsz, _ := strings.Cut(sem, "+")
					op := &ir.MinMax{Kind: kind, NSZ: nsz == "nsz", Dst: &ir.Ref{Tensor: &ir.Tensor{Type: dt}}}
					for p := ir.Number; p <= ir.NNaN; p++ {
						if p.String() == pol {
							op.NaN = p
						}
					}
					add(row, op, 2, nil)
					if pol != "number" {
						continue
					}
					add(row, op, 3, nil)
					zeros := []uint64{0, 1 << uint(dt.Lane().Bits()-1)} // +0, −0
					if dt.IsPacked() {
						w := uint(dt.Lane().Bits())
						zeros = []uint64{0, 1<<(w-1) | 1<<(2*w-1), 1 << (2*w - 1)} // +0 +0, −0 −0, mixed
					}
					for _, z := range zeros {
						add(row, op, 3, &ir.Scalar{Type: dt, Bits: z, Hex: true})
					}
				}
			}
		}
	}
	mod.Funcs = append(mod.Funcs, e.declOrder...)
	src := oracle.HostCanonicalize(mod.String()) + hostDriver(cases)
	out, err := oracle.Run(lli, []byte(src))
	if err != nil {
		t.Fatalf("lli-19: %v", err)
	}
	checked, lines := 0, 0
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		lines++
		f := strings.Fields(sc.Text())
		if len(f) != 3 {
			t.Fatalf("bad line %q", sc.Text())
		}
		ci, _ := strconv.Atoi(f[0])
		ti, _ := strconv.Atoi(f[1])
		got, _ := strconv.ParseUint(f[2], 16, 64)
		c := cases[ci]
		dt := c.op.Dst.Tensor.Type
		w := uint(dt.Lane().Bits())
		mask := uint64(1)<<w - 1
		if w == 64 {
			mask = ^uint64(0)
		}
		for l := uint(0); l < uint(dt.Lanes()); l++ {
			var in []uint64
			for _, x := range c.inputs[ti][:c.arity] {
				in = append(in, x>>(w*l)&mask)
			}
			ok, skip := hostAllowed(t, c, semType[dt.Lane()], in, got>>(w*l)&mask)
			if skip {
				continue
			}
			checked++
			if !ok {
				t.Errorf("row %s %s %s nan=%s nsz=%v lane %d inputs %#x: got %#x", c.row.ID, c.op.Kind, dt, c.op.NaN, c.op.NSZ, l, in, got>>(w*l)&mask)
			}
		}
	}
	want := 0
	for _, c := range cases {
		want += len(c.inputs)
	}
	if lines != want {
		t.Fatalf("lli printed %d results, want %d", lines, want)
	}
	t.Logf("%d cases, %d lane results checked against the IEEE models", len(cases), checked)
}

func containerInt(dt ir.ElemType) types.Type { return intOfBits(dt.Bits()) }

// hostFunc emits @c<i>(iN a, iN b, iN c) = the min/max of the bits.
func hostFunc(e *emitter, i int, c hostCase) {
	dt := c.op.Dst.Tensor.Type
	it := containerInt(dt)
	var ps []*llir.Param
	for _, n := range []string{"a", "b", "c"} {
		ps = append(ps, llir.NewParam(n, it))
	}
	f := llir.NewFunc("c"+strconv.Itoa(i), it, ps...)
	e.mod.Funcs = append(e.mod.Funcs, f)
	ke := &kernelEmitter{e: e, fn: f, b: f.NewBlock("entry")}
	var vals []value.Value
	var slots []ir.Slot
	for j, p := range ps[:c.arity] {
		if j == 2 && c.third != nil {
			vals = append(vals, scalarConst(dt, c.third.Bits))
			slots = append(slots, ir.Slot{Scalar: c.third})
			continue
		}
		var v value.Value = p
		if !llType(dt).Equal(it) {
			v = ke.b.NewBitCast(p, llType(dt))
		}
		vals = append(vals, v)
		slots = append(slots, ir.Slot{Tensor: c.op.Dst.Tensor})
	}
	r := ke.minmax(c.op, vals, slots)
	if !r.Type().Equal(it) {
		r = ke.b.NewBitCast(r, it)
	}
	ke.b.NewRet(r)
	if len(e.errs) > 0 {
		panic(e.errs)
	}
}

// hostDriver is the test's main, in IR text: for each case, each operand
// tuple from a constant table, printing "case tuple bits".
func hostDriver(cases []hostCase) string {
	var b strings.Builder
	b.WriteString("declare i32 @printf(i8*, ...)\n")
	b.WriteString("@fmt = private constant [12 x i8] c\"%d %d %llx\\0A\\00\"\n")
	for i, c := range cases {
		it := containerInt(c.op.Dst.Tensor.Type).LLString()
		var els []string
		for _, tpl := range c.inputs {
			var xs []string
			for _, x := range tpl {
				xs = append(xs, it+" "+intConst(containerInt(c.op.Dst.Tensor.Type).(*types.IntType), x).Ident())
			}
			els = append(els, fmt.Sprintf("[3 x %s] [%s]", it, strings.Join(xs, ", ")))
		}
		fmt.Fprintf(&b, "@in%d = private constant [%d x [3 x %s]] [%s]\n", i, len(c.inputs), it, strings.Join(els, ", "))
	}
	b.WriteString("define i32 @main() {\nentry:\n")
	for i, c := range cases {
		it := containerInt(c.op.Dst.Tensor.Type).LLString()
		arr := fmt.Sprintf("[%d x [3 x %s]]", len(c.inputs), it)
		fmt.Fprintf(&b, "  br label %%L%d\nL%d:\n", i, i)
		fmt.Fprintf(&b, "  %%k%d = phi i32 [0, %%%s], [%%k%dn, %%L%d]\n", i, prevBlock(i), i, i)
		for j, x := range []string{"a", "b", "c"} {
			fmt.Fprintf(&b, "  %%p%s%d = getelementptr %s, %s* @in%d, i32 0, i32 %%k%d, i32 %d\n  %%x%s%d = load %s, %s* %%p%s%d\n", x, i, arr, arr, i, i, j, x, i, it, it, x, i)
		}
		fmt.Fprintf(&b, "  %%r%d = call %s @c%d(%s %%xa%d, %s %%xb%d, %s %%xc%d)\n", i, it, i, it, i, it, i, it, i)
		if it == "i64" {
			fmt.Fprintf(&b, "  %%z%d = or i64 %%r%d, 0\n", i, i)
		} else {
			fmt.Fprintf(&b, "  %%z%d = zext %s %%r%d to i64\n", i, it, i)
		}
		fmt.Fprintf(&b, "  call i32 (i8*, ...) @printf(i8* getelementptr ([12 x i8], [12 x i8]* @fmt, i32 0, i32 0), i32 %d, i32 %%k%d, i64 %%z%d)\n", i, i, i)
		fmt.Fprintf(&b, "  %%k%dn = add i32 %%k%d, 1\n  %%d%d = icmp eq i32 %%k%dn, %d\n  br i1 %%d%d, label %%E%d, label %%L%d\nE%d:\n", i, i, i, i, len(c.inputs), i, i, i, i)
	}
	b.WriteString("  ret i32 0\n}\n")
	return b.String()
}

func prevBlock(i int) string {
	if i == 0 {
		return "entry"
	}
	return "E" + strconv.Itoa(i-1)
}

// hostAllowed checks one result against the declared semantics.
//
// Strict: an input sNaN returned unchanged, which LLVM 19's NaN rules
// allow the bare intrinsics, is an error; the rows quiet it (Row.quiet).
func hostAllowed(t *testing.T, c hostCase, st semantics.Type, in []uint64, got uint64) (ok, skip bool) {
	isNaN := func(x uint64) bool { return semantics.IsNaN(st, x) }
	if c.op.NaN == ir.NNaN {
		for _, x := range in {
			if isNaN(x) {
				return false, true
			}
		}
	}
	mx := c.op.Kind == ir.Max
	name := map[ir.NaNPolicy][2]string{
		ir.Number:    {"ieee754-2019:maximumNumber", "ieee754-2019:minimumNumber"},
		ir.NNaN:      {"ieee754-2019:maximumNumber", "ieee754-2019:minimumNumber"},
		ir.Propagate: {"ieee754-2019:maximum", "ieee754-2019:minimum"},
		ir.IEEE2008:  {"ieee754-2008:maxNum", "ieee754-2008:minNum"},
	}[c.op.NaN]
	mn := name[1]
	if mx {
		mn = name[0]
	}
	m, err := semantics.Lookup(mn)
	if err != nil {
		t.Fatalf("semantics model %s: %v", mn, err)
	}
	eval := func(a, b uint64) semantics.Result {
		r, err := m.Eval(st, a, b, 0)
		if err != nil {
			t.Fatalf("%s: %v", mn, err)
		}
		return r
	}
	var want semantics.Result
	if c.arity == 2 {
		want = eval(in[0], in[1])
	} else {
		// number composes: op(op(a, b), c); a NaN first step stays a NaN.
		first := eval(in[0], in[1])
		if first.IsExact() {
			want = eval(first.Bits(), in[2])
		} else {
			want = eval(in[0]|in[1], in[2]) // both NaN: any NaN stands for them
		}
	}
	if want.Allows(st, got) {
		return true, false
	}
	// nsz: a zero of either sign is allowed where the exact answer is a zero.
	if c.op.NSZ && want.IsExact() && isZero(st, want.Bits()) && isZero(st, got) {
		return true, false
	}
	return false, false
}

func isZero(st semantics.Type, x uint64) bool {
	c := semantics.Classify(st, x)
	return c == semantics.PosZero || c == semantics.NegZero
}
