package ptxexec

import (
	"fmt"
	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randKernel writes a random straight-line one-element kernel of the shape
// RunKernel runs: nin input buffers and an output buffer (global pointers,
// 16-bit elements), with the instructions the value slice has to get right:
// uniform address arithmetic (ld.param, cvta, add.s64 of constants, the
// thread index), loads and stores at those addresses (stores into the
// input buffers too, reloaded after), addresses that depend on the loaded
// data (through cvt and and.b64) and ones past the element (an error),
// min/max through row tables, integer and predicate instructions, guards
// on any of them (reads of registers only a guarded instruction wrote, an
// error in the executions it skipped).
func randKernel(r *rand.Rand, nin int) string {
	var b strings.Builder
	b.WriteString(".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry v(\n")
	for k := range nin + 1 {
		sep := ","
		if k == nin {
			sep = ""
		}
		fmt.Fprintf(&b, "\t.param .u64 v_%d%s\n", k, sep)
	}
	b.WriteString(")\n{\n\t.reg .b16 %rs<8>;\n\t.reg .b64 %rd<12>;\n\t.reg .b32 %r<2>;\n\t.reg .pred %p<3>;\n")
	var rs, rd, p []int    // registers written so far
	addr := map[int]bool{} // rd registers holding a buffer's address
	pick := func(s []int) int { return s[r.IntN(len(s))] }
	has := func(s []int, v int) bool {
		for _, x := range s {
			if x == v {
				return true
			}
		}
		return false
	}
	add := func(s *[]int, v int) {
		if !has(*s, v) {
			*s = append(*s, v)
		}
	}
	emit := func(format string, args ...any) { fmt.Fprintf(&b, "\t"+format+";\n", args...) }
	guard := func() string {
		if len(p) == 0 || r.IntN(4) != 0 {
			return ""
		}
		neg := ""
		if r.IntN(2) == 0 {
			neg = "!"
		}
		return fmt.Sprintf("@%s%%p%d ", neg, pick(p))
	}
	for k := range nin + 1 {
		emit("ld.param.u64 %%rd%d, [v_%d]", k, k)
		add(&rd, k)
		addr[k] = true
	}
	anyAddr := func() int {
		var as []int
		for _, x := range rd {
			if addr[x] {
				as = append(as, x)
			}
		}
		return pick(as)
	}
	srcB16 := func() string {
		if len(rs) == 0 || r.IntN(5) == 0 {
			return fmt.Sprintf("%d", r.IntN(1<<16))
		}
		return fmt.Sprintf("%%rs%d", pick(rs))
	}
	minmax := []string{"max.NaN.f16", "min.f16", "max.bf16", "min.NaN.bf16", "max.xorsign.abs.f16"}
	steps := 4 + r.IntN(14)
	for range steps {
		d := r.IntN(8)
		switch c := r.IntN(13); {
		case c < 3: // a load at a buffer's address (sometimes past the element)
			off := 0
			if r.IntN(40) == 0 {
				off = 2
			}
			emit("%sld.global.b16 %%rs%d, [%%rd%d+%d]", guard(), d, anyAddr(), off)
			add(&rs, d)
		case c == 3 && len(rs) > 0: // a store, into any buffer
			emit("%sst.global.b16 [%%rd%d], %%rs%d", guard(), anyAddr(), pick(rs))
		case c == 4 && len(rs) >= 1: // min/max: row tables where the first input is uniform
			emit("%s%s %%rs%d, %%rs%d, %%rs%d", guard(), minmax[r.IntN(len(minmax))], d, pick(rs), pick(rs))
			add(&rs, d)
		case c == 5 && len(rs) > 0:
			op := []string{"xor.b16", "add.u16", "and.b16", "or.b16"}[r.IntN(4)]
			emit("%s%s %%rs%d, %%rs%d, %s", guard(), op, d, pick(rs), srcB16())
			add(&rs, d)
		case c == 6:
			emit("%smov.b16 %%rs%d, %s", guard(), d, srcB16())
			add(&rs, d)
		case c == 7 && len(rs) > 0:
			q := r.IntN(3)
			emit("%ssetp.%s.u16 %%p%d, %%rs%d, %s", guard(), []string{"lt", "ne", "hi"}[r.IntN(3)], q, pick(rs), srcB16())
			add(&p, q)
		case c == 8 && len(rs) > 0 && len(p) > 0:
			emit("%sselp.b16 %%rs%d, %%rs%d, %s, %%p%d", guard(), d, pick(rs), srcB16(), pick(p))
			add(&rs, d)
		case c == 9: // uniform address arithmetic: cvta, + 0, + the thread index
			a, x := anyAddr(), 6+r.IntN(6)
			switch r.IntN(3) {
			case 0:
				emit("cvta.to.global.u64 %%rd%d, %%rd%d", x, a)
			case 1:
				emit("%sadd.s64 %%rd%d, %%rd%d, 0", guard(), x, a)
			default:
				emit("mov.u32 %%r0, %%tid.x")
				emit("cvt.u64.u32 %%rd%d, %%r0", x)
				emit("add.s64 %%rd%d, %%rd%d, %%rd%d", x, a, x)
			}
			add(&rd, x)
			addr[x] = true
		case c == 10 && len(rs) > 0: // an address that depends on the data: a + (v & 0)
			a, x := anyAddr(), 6+r.IntN(6)
			emit("cvt.u64.u16 %%rd%d, %%rs%d", x, pick(rs))
			emit("and.b64 %%rd%d, %%rd%d, 0", x, x)
			emit("add.s64 %%rd%d, %%rd%d, %%rd%d", x, a, x)
			add(&rd, x)
			addr[x] = true
		case c == 11 && len(rs) > 0: // an address that depends on the data and may leave the buffer: a + 2·(v & 1)
			a, x := anyAddr(), 6+r.IntN(6)
			emit("cvt.u64.u16 %%rd%d, %%rs%d", x, pick(rs))
			emit("and.b64 %%rd%d, %%rd%d, 1", x, x)
			emit("shl.b64 %%rd%d, %%rd%d, 1", x, x)
			emit("add.s64 %%rd%d, %%rd%d, %%rd%d", x, a, x)
			add(&rd, x)
			addr[x] = true
		case c == 12 && len(rs) > 0:
			emit("cvt.f32.f16 %%r1, %%rs%d", pick(rs))
			emit("cvt.rn.f16.f32 %%rs%d, %%r1", d)
			add(&rs, d)
		}
	}
	if len(rs) == 0 {
		emit("ld.global.b16 %%rs0, [%%rd0]")
		rs = append(rs, 0)
	}
	emit("st.global.b16 [%%rd%d], %%rs%d", nin, pick(rs))
	b.WriteString("\tret;\n}\n")
	return b.String()
}

// randInputs are n values per input: 16-bit patterns (one row's first
// input uniform, as the exhaustive sweep has it), now and then wider ones.
func randInputs(r *rand.Rand, nin, n int) [][]uint64 {
	in := make([][]uint64, nin)
	for k := range in {
		in[k] = make([]uint64, n)
		row := r.Uint64() & 0xffff
		uniform := r.IntN(2) == 0
		wide := r.IntN(4) == 0
		for i := range in[k] {
			v := r.Uint64() & 0xffff
			if uniform {
				v = row
			}
			if wide && r.IntN(50) == 0 {
				v |= r.Uint64() << 16
			}
			in[k][i] = v
		}
	}
	return in
}

// sliceAgrees runs f on in through the value slice (RunKernel) and through
// the full kernel (every instruction over every execution): the results,
// the input buffers as the kernel leaves them and the error must be the
// same.
func sliceAgrees(t *testing.T, f *Function, in [][]uint64, n int) error {
	t.Helper()
	clone := func() [][]uint64 {
		c := make([][]uint64, len(in))
		for k := range in {
			c[k] = append([]uint64(nil), in[k]...)
		}
		return c
	}
	inS, inF := clone(), clone()
	outS, outF := make([]uint64, n), make([]uint64, n)
	errS := f.RunKernel(inS, outS, 2)
	x := f.prog.machine()
	clear(outF)
	errF := x.runKernel(inF, outF, 2, false)
	f.prog.release(x)
	if errF != nil {
		require.Error(t, errS, "the full kernel fails: %v", errF)
		require.Equal(t, errF.Error(), errS.Error())
		return errF
	}
	require.NoError(t, errS)
	require.Equal(t, outF, outS, "results")
	require.Equal(t, inF, inS, "the input buffers after the run")
	fit := true
	for k := range in {
		fit = fit && vec.Fits(in[k], 0xffff)
	}
	if fit { // the inputs fit: RunFit's path (no fit test before lending) too
		inR, outR := clone(), make([]uint64, n)
		require.NoError(t, f.runKernelFit(inR, outR, 2, true))
		require.Equal(t, outF, outR, "results (RunFit)")
		require.Equal(t, inF, inR, "the input buffers after the run (RunFit)")
	}
	return nil
}

// TestSliceMatchesFullKernel: on random kernels and inputs, RunKernel's
// value slice computes exactly what running every instruction over every
// execution does, errors included (message, position, execution).
func TestSliceMatchesFullKernel(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	kernels := 400
	if testing.Short() {
		kernels = 100
	}
	var ran, failed int
	for i := range kernels {
		nin := 1 + r.IntN(3)
		src := randKernel(r, nin)
		m, err := Parse("rand.ptx", []byte(src))
		require.NoError(t, err, src)
		f := m.Func("v")
		require.NotNil(t, f)
		require.NoError(t, f.Err, "kernel %d:\n%s", i, src)
		for _, n := range []int{1, 1 + r.IntN(block), block + 1 + r.IntN(3*block)} {
			if sliceAgrees(t, f, randInputs(r, nin, n), n) != nil {
				failed++
			}
			ran++
		}
	}
	// both kinds of run are exercised: kernels that complete and ones
	// that fail
	assert.Greater(t, failed, ran/50, "runs that fail")
	assert.Greater(t, ran-failed, ran/2, "runs that complete")
	t.Logf("%d runs, %d failed as the full kernel does", ran, failed)
}

// TestSliceAliasing: a load lends the input column to its register; a store
// into that buffer must not change the register (it takes its own copy
// first), whether the store's address is uniform or not, and the caller's
// buffers end up as the kernel left them.
func TestSliceAliasing(t *testing.T) {
	const head = ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry v(.param .u64 v_0, .param .u64 v_1)\n{\n" +
		"\t.reg .b16 %rs<4>;\n\t.reg .b64 %rd<4>;\n\tld.param.u64 %rd0, [v_0];\n\tld.param.u64 %rd1, [v_1];\n" +
		"\tld.global.b16 %rs0, [%rd0];\n"
	tests := []struct{ name, body string }{
		{"uniform store", "\txor.b16 %rs1, %rs0, 0x5555;\n\tst.global.b16 [%rd0], %rs1;\n\tadd.u16 %rs2, %rs0, 1;\n\tst.global.b16 [%rd1], %rs2;\n"},
		{"data-dependent store", "\txor.b16 %rs1, %rs0, 0x5555;\n\tcvt.u64.u16 %rd2, %rs1;\n\tand.b64 %rd2, %rd2, 0;\n\tadd.s64 %rd2, %rd0, %rd2;\n" +
			"\tst.global.b16 [%rd2], %rs1;\n\tadd.u16 %rs2, %rs0, 1;\n\tst.global.b16 [%rd1], %rs2;\n"},
		{"store of the lent register", "\tst.global.b16 [%rd0], %rs0;\n\tadd.u16 %rs2, %rs0, 1;\n\tst.global.b16 [%rd1], %rs2;\n"},
		{"reload", "\tst.global.b16 [%rd0], 7;\n\tld.global.b16 %rs1, [%rd0];\n\tadd.u16 %rs2, %rs0, %rs1;\n\tst.global.b16 [%rd1], %rs2;\n"},
		{"reload, then a store lane by lane", "\tst.global.b16 [%rd0], 7;\n\tld.global.b16 %rs1, [%rd0];\n\tcvt.u64.u16 %rd2, %rs0;\n\tand.b64 %rd2, %rd2, 1;\n" +
			"\tshl.b64 %rd2, %rd2, 1;\n\tadd.s64 %rd2, %rd0, %rd2;\n\tst.global.b16 [%rd2], %rs0;\n\tadd.u16 %rs2, %rs0, %rs1;\n\tst.global.b16 [%rd1], %rs2;\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("alias.ptx", []byte(head+tc.body+"\tret;\n}\n"))
			require.NoError(t, err)
			f := m.Func("v")
			require.NoError(t, f.Err)
			const n = 2500
			in := make([]uint64, n)
			for i := range in {
				in[i] = uint64(i * 37 & 0xffff)
			}
			require.NoError(t, tuplesAgreeOn(t, rand.New(rand.NewPCG(1, 2)), f, [][]uint64{in}))
			if strings.Contains(tc.name, "lane by lane") {
				return // odd inputs store past RunKernel's one-element buffer
			}
			require.NoError(t, sliceAgrees(t, f, [][]uint64{in}, n))
			in2, out := append([]uint64(nil), in...), make([]uint64, n)
			require.NoError(t, f.RunKernel([][]uint64{in2}, out, 2))
			for i := range out {
				want := (in[i] + 1) & 0xffff
				if tc.name == "reload" {
					want = (in[i] + 7) & 0xffff
				}
				require.Equal(t, want, out[i], "execution %d: the register keeps the loaded value", i)
			}
		})
	}
}

// FuzzSliceMatchesFullKernel: any seed's random kernel and inputs run the
// same through the value slice and the full kernel.
func FuzzSliceMatchesFullKernel(f *testing.F) {
	f.Add(uint64(1), uint16(5))
	f.Add(uint64(42), uint16(1500))
	f.Add(uint64(7), uint16(3000))
	f.Fuzz(func(t *testing.T, seed uint64, n uint16) {
		r := rand.New(rand.NewPCG(seed, seed>>32|1))
		nin := 1 + r.IntN(3)
		src := randKernel(r, nin)
		m, err := Parse("fuzz.ptx", []byte(src))
		require.NoError(t, err, src)
		fn := m.Func("v")
		require.NoError(t, fn.Err, src)
		cnt := 1 + int(n)%(4*block)
		sliceAgrees(t, fn, randInputs(r, nin, cnt), cnt)
	})
}

// TestSliceCases: kernels for the value slice's corner cases, each run
// through the slice and the full kernel on inputs whose first executions
// differ from the later ones (the guard is false in executions 0 … 99).
func TestSliceCases(t *testing.T) {
	const head = ".version 7.8\n.target sm_90\n.address_size 64\n.visible .entry v(.param .u64 v_0, .param .u64 v_1)\n{\n" +
		"\t.reg .b16 %rs<4>;\n\t.reg .b64 %rd<4>;\n\t.reg .pred %p<2>;\n\tld.param.u64 %rd0, [v_0];\n\tld.param.u64 %rd1, [v_1];\n" +
		"\tld.global.b16 %rs0, [%rd0];\n\tsetp.hs.u16 %p0, %rs0, 100;\n"
	tests := []struct {
		name, body string
		err        string // the error both runs report ("" none)
	}{
		{"guarded constant", "\tmov.b16 %rs1, 5;\n\t@%p0 mov.b16 %rs1, 9;\n\tst.global.b16 [%rd1], %rs1;\n", ""},
		{"guarded store", "\tst.global.b16 [%rd1], 3;\n\t@%p0 st.global.b16 [%rd1], %rs0;\n", ""},
		{"guarded load", "\tmov.b16 %rs1, 3;\n\t@%p0 ld.global.b16 %rs1, [%rd0];\n\tst.global.b16 [%rd1], %rs1;\n", ""},
		{"guarded uniform address", "\tadd.s64 %rd2, %rd1, 0;\n\t@%p0 add.s64 %rd2, %rd0, 0;\n\tst.global.b16 [%rd2], %rs0;\n", ""},
		{"guarded load past the element", "\t@%p0 ld.global.b16 %rs1, [%rd0+2];\n\tst.global.b16 [%rd1], %rs0;\n",
			"alias.ptx:13:2: ld.global.b16 (execution 100): access of 2 bytes at 0x1000000002 is outside every one-element buffer"},
		{"guarded store past the element", "\t@%p0 st.global.b16 [%rd1+2], %rs0;\n",
			"alias.ptx:13:2: st.global.b16 (execution 100): access of 2 bytes at 0x2000000002 is outside every one-element buffer"},
		{"guarded load, all off", "\t@!%p0 ld.global.b16 %rs1, [%rd0+2];\n\tst.global.b16 [%rd1], %rs0;\n",
			"alias.ptx:13:2: ld.global.b16 (execution 0): access of 2 bytes at 0x1000000002 is outside every one-element buffer"},
		{"read of a guarded write", "\t@%p0 mov.b16 %rs1, 9;\n\tst.global.b16 [%rd1], %rs1;\n",
			"alias.ptx:14:2: st.global.b16 (execution 0): reads %rs1, which only a guarded instruction wrote and not in this execution"},
		{"uniform error before a data-dependent one", "\tld.global.b16 %rs1, [%rd1+2];\n", "alias.ptx:13:2: ld.global.b16 (execution 0): access of 2 bytes at 0x2000000002 is outside every one-element buffer"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("alias.ptx", []byte(head+tc.body+"\tret;\n}\n"))
			require.NoError(t, err)
			f := m.Func("v")
			require.NoError(t, f.Err)
			for _, n := range []int{90, 2500} {
				in := make([]uint64, n)
				for i := range in {
					in[i] = uint64(i)
				}
				if tc.name == "guarded load, all off" {
					for i := range in {
						in[i] = uint64(i) % 100 // p0 false everywhere: !p0 on
					}
				}
				if tc.err == "" {
					require.NoError(t, tuplesAgreeOn(t, rand.New(rand.NewPCG(1, 2)), f, [][]uint64{in}), "tuples")
				}
				err := sliceAgrees(t, f, [][]uint64{in}, n)
				if tc.err == "" || n < 100 && strings.Contains(tc.err, "execution 100") {
					require.NoError(t, err)
					continue
				}
				require.Error(t, err)
				require.Equal(t, tc.err, err.Error())
			}
		})
	}
}

// fullCase is c with its kernel run in full (Function.fullKernel): a
// second parse of the same code, so c's Function keeps the slice.
func fullCase(t *testing.T, c tv.Case) tv.Case {
	var k *kernelFunc
	switch f := c.Func.(type) {
	case *kernelFunc:
		k = f
	case *laneFunc:
		k = &f.kernelFunc
	default:
		t.Fatalf("case %s is a %T", c.Where, c.Func)
	}
	m, err := Parse("validate.ptx", k.code)
	require.NoError(t, err)
	fn := m.Func("v")
	require.NoError(t, fn.Err)
	fn.fullKernel = true
	kf := *k
	kf.fn = fn
	if l, ok := c.Func.(*laneFunc); ok {
		c.Func = onlyRun{&laneFunc{kf, l.lane}}
	} else {
		c.Func = onlyRun{&kf}
	}
	return c
}

// onlyRun hides a Func's RunFit (tv.FitFunc): Validate then calls Run.
type onlyRun struct{ tv.Func }

// TestRunFitEqualsRun: a .func validated through RunFit (the inputs lent
// to the params without the fit test) reports what it reports through Run,
// for a model it refines and one it does not.
func TestRunFitEqualsRun(t *testing.T) {
	fs, err := Target{}.Funcs("maxnan.ptx", []byte(maxNaNF16), func(string) (tv.Signature, error) {
		return tv.Signature{Arity: 2, Type: semantics.F16}, nil
	}, tv.Options{})
	require.NoError(t, err)
	require.Len(t, fs, 1)
	_, ok := fs[0].(tv.FitFunc)
	require.True(t, ok)
	for _, model := range []string{"ieee754-2019:maximum", "ieee754-2019:maximumNumber"} {
		c := tv.Case{Func: fs[0], Model: semantics.MustLookup(model), Where: "maxnan"}
		ins := []tv.Inputs{{Random: 50000, Seed: tv.DefaultSeed, Witnesses: 8}}
		if *long {
			ins = append(ins, tv.Inputs{Exhaustive: true, Witnesses: 8})
		}
		for _, in := range ins {
			got, err := tv.Validate(c, in)
			require.NoError(t, err)
			c2 := c
			c2.Func = onlyRun{c.Func}
			want, err := tv.Validate(c2, in)
			require.NoError(t, err)
			require.Equal(t, want, got, model)
		}
	}
}

// TestSliceReportsEqual: tv.Validate's reports of lowered one-op kernels
// (native, through f32, packed, f32x2 lane by lane, three inputs), checked
// against their declared model and against a wrong one (violations and
// witnesses), are the same through the value slice and through the full
// kernel. With -long also the exhaustive sweep of two of them.
func TestSliceReportsEqual(t *testing.T) {
	tests := []struct {
		arch, ty, op string
		wrong        string // a model the code does not refine
	}{
		{"sm_90", "f16", "max %a, %b {nan = propagate}", "ieee754-2019:maximumNumber"},
		{"sm_70", "f16", "max %a, %b {nan = propagate}", "ieee754-2019:maximumNumber"},
		{"sm_80", "bf16", "min %a, %b {nan = ieee2008}", "ieee754-2019:minimum"},
		{"sm_90", "f32", "max %a, %b {nan = ieee2008}", "ieee754-2019:maximum"},
		{"sm_90", "f16x2", "min %a, %b {nan = number}", "ieee754-2019:minimum"},
		{"sm_90", "f32x2", "max %a, %b {nan = propagate}", "ieee754-2019:maximumNumber"},
		{"sm_80", "f32", "max %a, %b, %c {nan = propagate}", "amdgcn:gfx1010:v_max3_f32"},
		{"sm_90", "s32", "min %a, %b {nan = number}", ""},
	}
	for _, tc := range tests {
		t.Run(tc.arch+" "+tc.ty+" "+tc.op, func(t *testing.T) {
			src := "kernel @k(%G: global " + tc.ty + "[1]) grid(1) block(1) {\n  %a = alloc.local " + tc.ty + "[1]\n  %b = alloc.local " + tc.ty + "[1]\n" +
				"  %c = alloc.local " + tc.ty + "[1]\n  %a = load %G\n  %b = load %G\n  %c = load %G\n  %a = " + tc.op + "\n  store %G, %a\n}\n"
			m, err := ir.Parse("slice.tile", []byte(src))
			require.NoError(t, err)
			cs, err := Target{}.Cases(m, "slice.tile", tv.Options{Arch: tc.arch})
			require.NoError(t, err)
			require.NotEmpty(t, cs)
			for _, c := range cs {
				models := []*semantics.Model{c.Model}
				if tc.wrong != "" {
					models = append(models, semantics.MustLookup(tc.wrong))
				}
				for _, model := range models {
					c.Model = model
					full := fullCase(t, c)
					in := tv.Inputs{Random: 20000, Seed: tv.DefaultSeed, Witnesses: 8}
					if c.Func.Arity() == 3 {
						in.Grid, in.Random = perClass(c.Func.Type(), 1), 3000
					}
					ins := []tv.Inputs{in}
					if *long && c.Func.Arity() == 2 && (tc.ty == "f16" || tc.ty == "bf16") {
						ins = append(ins, tv.Inputs{Exhaustive: true, Witnesses: 8})
					}
					for _, in := range ins {
						got, err := tv.Validate(c, in)
						require.NoError(t, err)
						want, err := tv.Validate(full, in)
						require.NoError(t, err)
						require.Equal(t, want, got, "%s as %s", c.Where, model.Name())
						if model.Name() == tc.wrong {
							require.NotZero(t, got.Violations, "%s as %s", c.Where, model.Name())
						}
					}
				}
			}
		})
	}
}

// tuplesAgree runs n tuples of a random kernel through RunTuples (buffers
// of two 16-bit elements, element 0 of each input buffer a column, a base
// image of random bytes) and each tuple alone through Launch on its own
// copy of the image: every element of every buffer must agree. Where the
// launches fail, RunTuples must fail with the error of the execution it
// names.
func tuplesAgree(t *testing.T, r *rand.Rand, f *Function, nin, n int) error {
	t.Helper()
	vals := randInputs(r, nin, n)
	for k := range vals {
		for i := range vals[k] {
			vals[k][i] &= 0xffff
		}
	}
	return tuplesAgreeOn(t, r, f, vals)
}

// tuplesAgreeOn is tuplesAgree on the inputs vals (vals[k][i]: input k of
// tuple i).
func tuplesAgreeOn(t *testing.T, r *rand.Rand, f *Function, vals [][]uint64) error {
	t.Helper()
	nin, n := len(vals), len(vals[0])
	np := len(f.Params)
	base := make([][]byte, np)
	for k := range base {
		base[k] = []byte{byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32())}
	}
	args := make([]KernelArg, np)
	for k := range args {
		args[k] = KernelArg{Mem: append([]byte(nil), base[k]...), Pointer: true}
	}
	ins := make([]tv.Column, nin)
	for k := range ins {
		ins[k] = tv.Column{Param: k, Elem: 0, Vals: vals[k]}
	}
	var outs []tv.Column
	for k := range np {
		for e := range 2 {
			outs = append(outs, tv.Column{Param: k, Elem: int64(e), Vals: make([]uint64, n)})
		}
	}
	one := [3]int{1, 1, 1}
	err := f.RunTuples(one, one, args, func(int) int { return 2 }, n, ins, outs)
	for k := range args {
		require.Equal(t, base[k], args[k].Mem, "RunTuples leaves the base image alone")
	}
	launch := func(i int) ([][]byte, error) {
		la := make([]KernelArg, np)
		mem := make([][]byte, np)
		for k := range la {
			mem[k] = append([]byte(nil), base[k]...)
			if k < nin {
				mem[k][0], mem[k][1] = byte(vals[k][i]), byte(vals[k][i]>>8)
			}
			la[k] = KernelArg{Mem: mem[k], Pointer: true}
		}
		return mem, f.Launch(one, one, la)
	}
	if err != nil {
		var re *RunError
		require.ErrorAs(t, err, &re)
		_, lerr := launch(re.Exec)
		require.Error(t, lerr, "RunTuples fails in execution %d (%v); its launch must too", re.Exec, err)
		var le *RunError
		require.ErrorAs(t, lerr, &le)
		// the same instruction (the memories word their messages apart)
		require.Equal(t, le.Pos, re.Pos, "%v / %v", lerr, err)
		require.Equal(t, le.Op, re.Op)
		return err
	}
	for i := range n {
		mem, lerr := launch(i)
		require.NoError(t, lerr, "execution %d", i)
		for _, c := range outs {
			b := mem[c.Param][2*c.Elem:]
			require.Equal(t, uint64(b[0])|uint64(b[1])<<8, c.Vals[i], "execution %d: param %d element %d", i, c.Param, c.Elem)
		}
	}
	return nil
}

// TestTuplesMatchLaunches: RunTuples (uniform values once per block, loads
// and stores of whole columns, lent columns) computes for random kernels
// what launching each tuple alone does.
func TestTuplesMatchLaunches(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	kernels := 60
	if testing.Short() {
		kernels = 20
	}
	var ran, failed int
	for i := range kernels {
		nin := 1 + r.IntN(3)
		src := randKernel(r, nin)
		m, err := Parse("rand.ptx", []byte(src))
		require.NoError(t, err, src)
		f := m.Func("v")
		require.NoError(t, f.Err, "kernel %d:\n%s", i, src)
		for _, n := range []int{1 + r.IntN(40), block + 1 + r.IntN(50)} {
			if tuplesAgree(t, r, f, nin, n) != nil {
				failed++
			}
			ran++
		}
	}
	assert.Greater(t, failed, 0, "runs that fail")
	assert.Greater(t, ran-failed, ran/2, "runs that complete")
	t.Logf("%d runs, %d failed as the launches do", ran, failed)
}

// FuzzTuplesMatchLaunches: any seed's random kernel and tuples run the
// same through RunTuples and launch by launch.
func FuzzTuplesMatchLaunches(f *testing.F) {
	f.Add(uint64(1), uint16(5))
	f.Add(uint64(9), uint16(1100))
	f.Fuzz(func(t *testing.T, seed uint64, n uint16) {
		r := rand.New(rand.NewPCG(seed, seed>>32|1))
		nin := 1 + r.IntN(3)
		src := randKernel(r, nin)
		m, err := Parse("fuzz.ptx", []byte(src))
		require.NoError(t, err, src)
		fn := m.Func("v")
		require.NoError(t, fn.Err, src)
		tuplesAgree(t, r, fn, nin, 1+int(n)%(2*block))
	})
}
