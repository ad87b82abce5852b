package amdexec

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/llidriver"
	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
)

// divergentGens are the generations TestDivergentAgreesWithLLI compiles
// testdata/llc19/divergent.ll for: GFX9 (v_cmp + s_and_saveexec_b64),
// RDNA2/3/4 in wave32 (v_cmpx writing EXEC, the _b32 saveexec forms,
// GFX11+ s_and_not1_saveexec_b32 and VOPD around them).
var divergentGens = []string{"gfx908", "gfx942", "gfx1030", "gfx1100", "gfx1200"}

// divergentFuncs are divergent.ll's functions; float says whether the
// function computes floats (the inputs are then non-NaN and not both
// zero, where LangRef gives maxnum/minnum one result), else integers on
// the bits (any inputs).
var divergentFuncs = []struct {
	name  string
	ty    semantics.Type // F16, F32 or F64: the inputs' and result's type
	float bool
	// want are the mnemonics llc-19's code must contain on some
	// generation (the test would not exercise them otherwise)
	want []string
}{
	{"ifelse", semantics.F32, true, []string{"s_and_saveexec_b64", "s_xor_b64", "s_andn2_saveexec_b64", "s_and_saveexec_b32", "s_xor_b32", "s_andn2_saveexec_b32", "s_and_not1_saveexec_b32", "s_and_not1_saveexec_b64"}},
	{"nested", semantics.F32, false, []string{"v_cmp_lt_i32_e32", "v_cmp_gt_u32_e32", "v_cmpx_lt_i32_e32", "v_cmpx_gt_u32_e32"}},
	{"chain", semantics.F32, false, []string{"v_cmp_le_i32_e32", "v_cmpx_le_i32_e64", "v_cmp_ne_u32_e32", "v_cmpx_ne_u32_e32"}},
	{"fcmpif", semantics.F32, true, []string{"v_cmpx_nlt_f32_e32"}},
	{"hif", semantics.F16, true, []string{"v_cmp_lt_f16_e32", "v_cmpx_lt_f16_e32"}},
	{"dif", semantics.F64, true, []string{"v_cmp_neq_f64_e32", "v_cmpx_neq_f64_e32"}},
}

// TestDivergentAgreesWithLLI: llc-19's code for functions whose branch
// conditions differ from lane to lane (testdata/llc19/divergent.ll: an
// if/else on fcmp ogt around maxnum/minnum, a nested integer if, a chain
// of one-sided ifs on eq/ne/le/ge, an fcmp olt if), run by the executor on
// every generation of divergentGens with different inputs in the lanes of
// each wave (EXEC-mask code: saveexec, xor, v_cmpx, s_cbranch_execz/
// execnz), gives bit for bit what lli-19 computes running the same IR on
// the host, on inputs where LangRef leaves no choice.
func TestDivergentAgreesWithLLI(t *testing.T) {
	llc := oracle.Require(t, oracle.LLC)
	lli := oracle.Require(t, oracle.LLI)
	path := filepath.Join("testdata", "llc19", "divergent.ll")
	ll, err := os.ReadFile(path)
	require.NoError(t, err)
	mc := oracle.Require(t, oracle.LLVMMC)
	codes, objs := map[string]string{}, map[string][]byte{}
	for _, gen := range append(divergentGens, w64Gen) {
		cpu, w64 := strings.CutSuffix(gen, "+w64")
		args := []string{"-mcpu=" + cpu, "-o", "-"}
		if w64 {
			args = append(args, "-mattr=+wavefrontsize64")
		}
		out, err := oracle.Run(llc, ll, append(args, "-mtriple=amdgcn-amd-amdhsa")...)
		require.NoError(t, err, gen)
		codes[gen] = string(out)
		// the same code as llvm-mc-19's bytes, run through the decoder
		objs[gen], err = oracle.Run(mc, out, append(args, "-triple=amdgcn-amd-amdhsa", "-filetype=obj")...)
		require.NoError(t, err, gen)
	}
	for _, fc := range divergentFuncs {
		t.Run(fc.name, func(t *testing.T) {
			for _, mn := range fc.want {
				found := false
				for _, gen := range append(divergentGens, w64Gen) {
					found = found || strings.Contains(funcBody(codes[gen], fc.name), "\t"+mn+" ")
				}
				require.True(t, found, "llc-19's code for @%s no longer uses %s: the test does not exercise it", fc.name, mn)
			}
			in := llidriver.Inputs(fc.ty, fc.float)
			out, err := oracle.Run(lli, []byte(llidriver.HostDriver(string(ll), fc.name, in, fc.ty)), "-")
			require.NoError(t, err)
			want, err := llidriver.HexLines(out, len(in[0]))
			require.NoError(t, err)
			for _, gk := range divergentKinds() {
				gen := gk.gen
				src := []byte(codes[gen])
				if gk.obj {
					src = objs[gen]
				}
				f := divergentFunc(t, gk, src, fc.name, fc.ty)
				got := make([]uint64, len(in[0]))
				require.NoError(t, f.Run(in, got), gk.String())
				bad := 0
				for i := range got {
					if got[i] != want[i] {
						if bad < 5 {
							assert.Fail(t, "differs from lli-19", "%s @%s(%#x, %#x): executor %#x, lli-19 %#x", gk, fc.name, in[0][i], in[1][i], got[i], want[i])
						}
						bad++
					}
				}
				require.Zero(t, bad, "%s @%s: %d of %d results differ from lli-19", gk, fc.name, bad, len(got))
				t.Logf("%s @%s: %d results, lli-19's", gk, fc.name, len(got))
			}
		})
	}
}

// A divergentKind is a generation and whether its code is read from text
// (package amdgcn's assembler) or from llvm-mc-19's object (its decoder).
type divergentKind struct {
	gen string
	obj bool
}

func (k divergentKind) String() string {
	if k.obj {
		return k.gen + ".o"
	}
	return k.gen + ".s"
}

// w64Gen is gfx1100 in wave64 (llc-19 and llvm-mc-19
// -mattr=+wavefrontsize64: the _b64 saveexec forms and v_cmpx into the
// 64-bit EXEC on RDNA3).
const w64Gen = "gfx1100+w64"

func divergentKinds() []divergentKind {
	var out []divergentKind
	for _, g := range append(divergentGens, w64Gen) {
		out = append(out, divergentKind{g, false}, divergentKind{g, true})
	}
	return out
}

// divergentFunc reads function name of kind k's code.
func divergentFunc(t *testing.T, k divergentKind, src []byte, name string, ty semantics.Type) tv.Func {
	cpu, w64 := strings.CutSuffix(k.gen, "+w64")
	gen, err := amdgcn.ParseGeneration(cpu)
	require.NoError(t, err)
	if w64 {
		gen, err = gen.WithMAttr("+wavefrontsize64")
		require.NoError(t, err)
	}
	code, err := Read(gen, k.String(), src)
	require.NoError(t, err, k.String())
	f, err := NewFunc(code, name, tv.Signature{Type: ty, Arity: 2}, tv.Options{Arch: cpu, Wave64: w64})
	require.NoError(t, err, k.String())
	return f
}

// funcBody returns the text of function fn in llc's output (from its
// label to the next .Lfunc_end).
func funcBody(s, fn string) string {
	_, body, ok := strings.Cut(s, "\n"+fn+":")
	if !ok {
		return ""
	}
	body, _, _ = strings.Cut(body, ".Lfunc_end")
	return body
}

// TestSaveexec runs the saveexec family, s_xor, the integer compares and
// v_cmpx on hand-worked cases of their definitions (docs/reference/amdgpu.md
// §3.10): llc's if/else idiom on two waves of gfx942 (64 + 6 lanes; the
// second wave with and without then-lanes), SCC after saveexec, the or and
// xor forms, GFX9's v_cmpx writing VCC and EXEC, GFX10+'s writing EXEC
// alone (e32 and e64), the wave32 _b32 forms and GFX11's and_not1 spelling.
func TestSaveexec(t *testing.T) {
	const (
		// v0 > 0 (signed) → 10, else 20; plus 1 where the wave had a
		// then-lane (SCC of s_and_saveexec)
		ifElse64 = "v_cmp_lt_i32_e32 vcc, 0, v0\n\ts_and_saveexec_b64 s[0:1], vcc\n\ts_cselect_b32 s6, 1, 0\n\ts_xor_b64 s[0:1], exec, s[0:1]\n\tv_mov_b32 v1, 10\n\ts_andn2_saveexec_b64 s[0:1], s[0:1]\n\tv_mov_b32 v1, 20\n\ts_or_b64 exec, exec, s[0:1]\n\tv_add_u32 v0, s6, v1"
		// wave32: 10 > v0 (unsigned) → 1, else v1
		cmpx32 = "s_mov_b32 s4, exec_lo\n\tv_cmpx_gt_u32_e32 10, v0\n\tv_mov_b32 v1, 1\n\ts_or_b32 exec_lo, exec_lo, s4\n\tv_mov_b32 v0, v1"
		// GFX11: v0 > 4 (signed) → 2, else v1
		cmpxElse = "s_mov_b32 s4, exec_lo\n\tv_cmpx_le_i32_e64 v0, 4\n\ts_and_not1_saveexec_b32 s5, s4\n\tv_mov_b32 v1, 2\n\ts_or_b32 exec_lo, exec_lo, s5\n\tv_mov_b32 v0, v1"
		// GFX9: v_cmpx writes VCC and EXEC: v0 == 3 → 9, else v1
		cmpxGFX9 = "v_cmpx_eq_u32_e32 vcc, 3, v0\n\tv_mov_b32 v1, 8\n\ts_mov_b64 exec, -1\n\tv_cndmask_b32_e64 v0, 0, 1, vcc\n\tv_or_b32 v0, v0, v1"
		// exec 0x3f → 6 ^ 0x3f = 0x39: lanes 0, 3, 4, 5 get 1
		xor64 = "s_mov_b64 s[2:3], 6\n\ts_xor_saveexec_b64 s[4:5], s[2:3]\n\tv_mov_b32 v1, 1\n\ts_mov_b64 exec, s[4:5]\n\tv_mov_b32 v0, v1"
		xor32 = "s_xor_saveexec_b32 s4, 6\n\tv_mov_b32 v1, 1\n\ts_mov_b32 exec_lo, s4\n\tv_mov_b32 v0, v1"
		// exec 1 → 4 | 1: lanes 0 and 2 get 1, then lane 0 (the saved
		// mask) adds 2
		or64 = "s_mov_b64 exec, 1\n\ts_or_saveexec_b64 s[4:5], 4\n\tv_mov_b32 v1, 1\n\ts_mov_b64 exec, s[4:5]\n\tv_add_u32 v1, 2, v1\n\ts_mov_b64 exec, 0x3f\n\tv_mov_b32 v0, v1"
		// no lane left: SCC 0
		sccZero = "s_and_saveexec_b64 s[4:5], 0\n\ts_cselect_b32 s6, 7, 9\n\ts_mov_b64 exec, s[4:5]\n\tv_mov_b32 v0, s6"
		xorSCC  = "s_xor_b32 s5, 3, 3\n\ts_cselect_b32 s6, 1, 2\n\ts_xor_b64 s[8:9], 3, 5\n\ts_cselect_b32 s7, 4, 8\n\ts_or_b32 s6, s6, s7\n\ts_or_b32 s6, s6, s8\n\tv_mov_b32 v0, s6"
		// the other compares, one bit each: 1 eq, 2 ne, 4 le_u, 8 ge_i
		cmps = "v_cmp_eq_i32_e64 s[0:1], v0, v1\n\tv_cndmask_b32_e64 v2, 0, 1, s[0:1]\n\tv_cmp_ne_i32_e64 s[0:1], v0, v1\n\tv_cndmask_b32_e64 v3, 0, 2, s[0:1]\n\tv_or_b32 v2, v2, v3\n\tv_cmp_le_u32_e64 s[0:1], v0, v1\n\tv_cndmask_b32_e64 v3, 0, 4, s[0:1]\n\tv_or_b32 v2, v2, v3\n\tv_cmp_ge_i32_e64 s[0:1], v0, v1\n\tv_cndmask_b32_e64 v3, 0, 8, s[0:1]\n\tv_or_b32 v0, v2, v3"
	)
	z := func(n int) []uint64 { return make([]uint64, n) }
	neg := uint64(0xffffffff)
	for _, c := range []struct {
		name, gen, body string
		v0, v1          []uint64
		want            []uint64
	}{
		{"if/else both waves", "gfx942", ifElse64, lanesOf(70, neg, map[int]uint64{0: 5, 3: 1, 65: 7}), z(70),
			lanesOf(70, 21, map[int]uint64{0: 11, 3: 11, 65: 11})},
		{"if/else, second wave no then-lane", "gfx942", ifElse64, lanesOf(70, 0, map[int]uint64{3: 1}), z(70),
			concat(lanesOf(64, 21, map[int]uint64{3: 11}), lanesOf(6, 20, nil))},
		{"v_cmpx e32 wave32", "gfx1030", cmpx32, []uint64{0, 9, 10, 11, neg, 3}, lanesOf(6, 5, nil), []uint64{1, 1, 5, 5, 5, 1}},
		{"v_cmpx e32 gfx1200", "gfx1200", cmpx32, []uint64{0, 9, 10, 11, neg, 3}, lanesOf(6, 5, nil), []uint64{1, 1, 5, 5, 5, 1}},
		{"v_cmpx e64 and_not1", "gfx1100", cmpxElse, []uint64{4, 5, neg, 0x7fffffff, 0x80000000}, z(5), []uint64{0, 2, 0, 2, 0}},
		{"v_cmpx gfx9 vcc and exec", "gfx908", cmpxGFX9, []uint64{3, 0, 3, 4}, z(4), []uint64{9, 0, 9, 0}},
		{"xor_saveexec_b64", "gfx942", xor64, z(6), z(6), []uint64{1, 0, 0, 1, 1, 1}},
		{"xor_saveexec_b32", "gfx1030", xor32, z(6), z(6), []uint64{1, 0, 0, 1, 1, 1}},
		{"or_saveexec_b64", "gfx90a", or64, z(6), z(6), []uint64{3, 0, 1, 0, 0, 0}},
		{"saveexec scc 0", "gfx942", sccZero, z(3), z(3), lanesOf(3, 9, nil)},
		{"s_xor scc", "gfx1100", xorSCC, z(2), z(2), lanesOf(2, 2|4|6, nil)},
		{"integer compares", "gfx942", cmps, []uint64{1, 1, neg, 2}, []uint64{1, 2, 1, neg}, []uint64{1 | 4 | 8, 2 | 4, 2, 2 | 4 | 8}},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := [][]uint64{c.v0, c.v1, z(len(c.v0))}
			require.Equal(t, c.want, run3(t, c.gen, c.body, in), c.body)
		})
	}
}

// TestSaveexecErrors: a _b64 saveexec in a wave32 machine reads exec_hi,
// which is not defined there: a positioned error, not a silent result.
func TestSaveexecErrors(t *testing.T) {
	code, err := ParseText(mustGen(t, "gfx1030"), "w.s", []byte("\ts_mov_b64 s[2:3], 0\n\ts_and_saveexec_b64 s[0:1], s[2:3]\n"))
	require.NoError(t, err)
	m := NewMachine(code.Gen, DefaultMode(), 3, false)
	_, err = m.Run(code.Insts)
	require.ErrorContains(t, err, "w.s:2:2: s_and_saveexec_b64: reads exec_hi")
}

// TestDivergentKernelAgreesWithLLI: llc-19's code for testdata/llckernel/
// divergent.ll, a kernel whose work-items take different ways and store
// (or not) under EXEC, run as amdexec.LLCKernel over one block of 96
// work-items (gfx942: a wave of 64 and one of 32; wave32: three waves),
// leaves in Out what lli-19 leaves running the same IR on the host for
// work-items 0 … 95 in turn (the work-item id there a loop counter; Out
// starts with a pattern that shows the stores that did not happen).
func TestDivergentKernelAgreesWithLLI(t *testing.T) {
	lli := oracle.Require(t, oracle.LLI)
	const n = 96
	path := filepath.Join("testdata", "llckernel", "divergent.ll")
	ll, err := os.ReadFile(path)
	require.NoError(t, err)
	m, err := ir.Parse("divk.tile", []byte(fmt.Sprintf("kernel @divk(%%A: global f32[%[1]d,1], %%B: global f32[%[1]d,1], %%Out: global f32[%[1]d,1]) grid(1) block(%[1]d) {\n}\n", n)))
	require.NoError(t, err)
	ik := m.Kernels[0]
	// inputs: grid values against their neighbours and random bits, so
	// that every wave has work-items on each of the three ways
	grid := semantics.Grid(semantics.F32)
	r := rand.New(rand.NewPCG(5, 6))
	a, b, out0 := make([]uint32, n), make([]uint32, n), make([]uint32, n)
	for i := range a {
		a[i], b[i] = uint32(grid[i%len(grid)]), uint32(grid[(i*7+3)%len(grid)])
		if i%5 == 4 {
			a[i] = r.Uint32()
		}
		out0[i] = 0xdead0000 | uint32(i)
	}
	// lli-19 on the host
	host := strings.NewReplacer(" addrspace(1)", "", "amdgpu_kernel ", "", "call i32 @llvm.amdgcn.workitem.id.x()", "load i32, ptr @tid",
		"declare i32 @llvm.amdgcn.workitem.id.x()\n", "").Replace(string(ll))
	words := func(xs []uint32) string {
		var s []string
		for _, x := range xs {
			s = append(s, fmt.Sprintf("i32 %d", x))
		}
		return strings.Join(s, ", ")
	}
	drv := host + fmt.Sprintf(`@tid = global i32 0
@A = global [%[1]d x i32] [%[2]s]
@B = global [%[1]d x i32] [%[3]s]
@O = global [%[1]d x i32] [%[4]s]
@fmt = private constant [4 x i8] c"%%x\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  br label %%run
run:
  %%i = phi i32 [ 0, %%entry ], [ %%n, %%run ]
  store i32 %%i, ptr @tid
  call void @divk(ptr @A, ptr @B, ptr @O)
  %%n = add i32 %%i, 1
  %%c = icmp eq i32 %%n, %[1]d
  br i1 %%c, label %%print, label %%run
print:
  %%j = phi i32 [ 0, %%run ], [ %%m, %%print ]
  %%p = getelementptr [%[1]d x i32], ptr @O, i32 0, i32 %%j
  %%v = load i32, ptr %%p
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %%v)
  %%m = add i32 %%j, 1
  %%d = icmp eq i32 %%m, %[1]d
  br i1 %%d, label %%done, label %%print
done:
  ret i32 0
}
`, n, words(a), words(b), words(out0))
	res, err := oracle.Run(lli, []byte(drv), "-")
	require.NoError(t, err)
	lines := strings.Fields(string(res))
	require.Len(t, lines, n)
	want := make([]uint32, n)
	ways := map[uint32]int{}
	for i, l := range lines {
		v, err := strconv.ParseUint(l, 16, 32)
		require.NoError(t, err)
		want[i] = uint32(v)
		switch {
		case want[i] == out0[i]:
			ways[0]++
		case want[i] == a[i]^b[i]:
			ways[1]++
		default:
			ways[2]++
		}
	}
	require.Len(t, ways, 3, "the inputs must send work-items every way: %v", ways)
	bytesOf := func(xs []uint32) []byte {
		o := make([]byte, 4*len(xs))
		for i, x := range xs {
			binary.LittleEndian.PutUint32(o[4*i:], x)
		}
		return o
	}
	for _, gen := range divergentGens {
		t.Run(gen, func(t *testing.T) {
			asm := llcCompile(t, path, gen)
			lk, err := NewLLCKernel("divk_"+gen+".s", asm, ik, tv.Options{Arch: gen})
			require.NoError(t, err)
			o := bytesOf(out0)
			require.NoError(t, lk.Run([]tv.Arg{{Mem: bytesOf(a)}, {Mem: bytesOf(b)}, {Mem: o}}))
			got := make([]uint32, n)
			for i := range got {
				got[i] = binary.LittleEndian.Uint32(o[4*i:])
			}
			require.Equal(t, want, got, "%s: Out after llc-19's kernel in the executor against lli-19", gen)
		})
	}
}
