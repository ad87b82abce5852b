package amdexec

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

// run3 runs body as an llc-convention function of three 32-bit inputs
// (v0, v1, v2; result v0) on gen.
func run3(t *testing.T, gen, body string, in [][]uint64) []uint64 {
	src := "f:\n\t" + body + "\n\ts_setpc_b64 s[30:31]\n"
	fs, err := Target{}.Funcs("bits.s", []byte(src), func(string) (tv.Signature, error) {
		return tv.Signature{Type: semantics.F32, Arity: 3}, nil
	}, tv.Options{Arch: gen})
	require.NoError(t, err, body)
	out := make([]uint64, len(in[0]))
	require.NoError(t, fs[0].Run(in, out), body)
	return out
}

// permTuples are V_PERM_B32 operands: random dwords, with every selector
// value 0–15 and some above in each byte position.
func permTuples(n int) [][]uint64 {
	r := rand.New(rand.NewPCG(10, 1))
	in := [][]uint64{make([]uint64, n), make([]uint64, n), make([]uint64, n)}
	for i := 0; i < n; i++ {
		in[0][i], in[1][i] = uint64(r.Uint32()), uint64(r.Uint32())
		var sel uint64
		for k := 0; k < 4; k++ {
			s := uint64((i + 5*k) % 16)
			if r.IntN(8) == 0 {
				s = uint64(r.IntN(256))
			}
			sel |= s << (8 * k)
		}
		in[2][i] = sel
	}
	return in
}

var retRE = regexp.MustCompile(`(?m)^define i32 @f(\d+)\(\) [^\n]*\{\n\s*ret i32 (-?\d+)`)

// TestPermAgreesWithOpt: v_perm_b32 on gfx942, gfx1100 and gfx1200 gives
// what opt-19's constant folding of llvm.amdgcn.perm gives on the same
// operands (LLVM's intrinsic is the instruction: AMDGPUUsage,
// IntrinsicsAMDGPU.td "int_amdgcn_perm").
func TestPermAgreesWithOpt(t *testing.T) {
	opt := oracle.Require(t, oracle.Opt)
	in := permTuples(600)
	var ir strings.Builder
	ir.WriteString("target triple = \"amdgcn-amd-amdhsa\"\ndeclare i32 @llvm.amdgcn.perm(i32, i32, i32)\n")
	for i := range in[0] {
		fmt.Fprintf(&ir, "define i32 @f%d() {\n  %%r = call i32 @llvm.amdgcn.perm(i32 %d, i32 %d, i32 %d)\n  ret i32 %%r\n}\n",
			i, int32(in[0][i]), int32(in[1][i]), int32(in[2][i]))
	}
	out, err := oracle.Run(opt, []byte(ir.String()), "-S", "-passes=instcombine", "-o", "-")
	require.NoError(t, err)
	want := map[int]uint64{}
	for _, g := range retRE.FindAllStringSubmatch(string(out), -1) {
		k, _ := strconv.Atoi(g[1])
		v, _ := strconv.ParseInt(g[2], 10, 64)
		want[k] = uint64(uint32(v))
	}
	require.Len(t, want, len(in[0]), "opt-19 did not fold every call")
	for _, gen := range []string{"gfx942", "gfx1100", "gfx1200"} {
		got := run3(t, gen, "v_perm_b32 v0, v0, v1, v2", in)
		for i := range got {
			require.Equal(t, want[i], got[i], "%s v_perm_b32(%#x, %#x, %#x)", gen, in[0][i], in[1][i], in[2][i])
		}
	}
}

// TestBitOps: v_bfi_b32, s_brev_b32 (through v_readfirstlane-free code:
// s_brev_b32 of an SGPR copy), s_or_b32 and the integer compares, on
// hand-derived values from the ISA pseudocode (docs/reference/amdgpu.md §3.5).
func TestBitOps(t *testing.T) {
	// v_bfi_b32: (S0 & S1) | (~S0 & S2).
	in := [][]uint64{{0xffff0000, 0x0f0f0f0f, 0, 0xffffffff, 0x7fff}, {0x12345678, 0xaaaaaaaa, 1, 0x80000000, 0xffff}, {0x9abcdef0, 0x55555555, 2, 0, 0x8000}}
	want := []uint64{0x1234def0, 0x5a5a5a5a, 2, 0x80000000, 0xffff}
	for _, gen := range []string{"gfx908", "gfx1030", "gfx1100", "gfx1201"} {
		require.Equal(t, want, run3(t, gen, "v_bfi_b32 v0, v0, v1, v2", in), gen)
	}
	// The copysign idiom llc emits: v_bfi_b32 v0, s4 (0x7fffffff), v0, v1.
	got := run3(t, "gfx942", "s_brev_b32 s4, -2\n\tv_bfi_b32 v0, s4, v0, v1", [][]uint64{{0x3f800000, 0xbf800000}, {0x80000000, 0}, {0, 0}})
	require.Equal(t, []uint64{0xbf800000, 0x3f800000}, got, "s_brev_b32 -2 is 0x7fffffff")
	for _, x := range []uint64{0, 1, 0x80000000, 0x12345678, 0xfffffffe} {
		require.Equal(t, uint64(bits.Reverse32(uint32(x))), brev32(x), "%#x", x)
	}
	// Compares: the result through v_cndmask (1 where true).
	for _, c := range []struct {
		gen, cmp string
		a, b     []uint64
		want     []uint64
	}{
		{"gfx942", "v_cmp_eq_u32_e32 vcc, v0, v1", []uint64{5, 5, 0x80000000}, []uint64{5, 6, 0x80000000}, []uint64{1, 0, 1}},
		{"gfx942", "v_cmp_eq_u16_e32 vcc, v0, v1", []uint64{0x10005, 0x5, 0x8000}, []uint64{0x20005, 0x6, 0x18000}, []uint64{1, 0, 1}},
		{"gfx942", "v_cmp_gt_i16_e32 vcc, v0, v1", []uint64{1, 0x8000, 0x7fff, 0xffff}, []uint64{0xffff, 1, 0x8000, 0xfffe}, []uint64{1, 0, 1, 1}},
		{"gfx1100", "v_cmp_gt_i16_e32 vcc_lo, v0, v1", []uint64{1, 0x8000}, []uint64{0xffff, 1}, []uint64{1, 0}},
		{"gfx942", "v_cmp_lt_i16_e64 vcc, v0, v1", []uint64{1, 0x8000, 0x7fff, 0xffff, 5}, []uint64{0xffff, 1, 0x8000, 0xfffe, 5}, []uint64{0, 1, 0, 0, 0}},
		{"gfx942", "v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]", []uint64{7, 7}, []uint64{7, 8}, []uint64{1, 0}},
	} {
		sel := "v_cndmask_b32_e64 v0, 0, 1, vcc"
		if strings.Contains(c.cmp, "vcc_lo") {
			sel = "v_cndmask_b32_e64 v0, 0, 1, vcc_lo"
		}
		var in [][]uint64
		if strings.Contains(c.cmp, "u64") {
			// v[0:1] = (a, 0), v[2:3] = (b, 0): v1 and v3 zero.
			body := "v_mov_b32 v2, v1\n\tv_mov_b32 v1, 0\n\tv_mov_b32 v3, 0\n\t" + c.cmp + "\n\ts_nop 1\n\t" + sel
			in = [][]uint64{c.a, c.b, make([]uint64, len(c.a))}
			require.Equal(t, c.want, run3(t, c.gen, body, in), c.cmp)
			continue
		}
		in = [][]uint64{c.a, c.b, make([]uint64, len(c.a))}
		require.Equal(t, c.want, run3(t, c.gen, c.cmp+"\n\ts_nop 1\n\t"+sel, in), c.cmp)
	}
	// s_or_b32 sets SCC to (result != 0); s_cselect reads it.
	got = run3(t, "gfx942", "s_mov_b32 s4, 0\n\ts_or_b32 s5, s4, 0\n\ts_cselect_b32 s6, 1, 2\n\tv_mov_b32 v0, s6", [][]uint64{{0}, {0}, {0}})
	require.Equal(t, []uint64{2}, got)
	got = run3(t, "gfx942", "s_mov_b32 s4, 4\n\ts_or_b32 s5, s4, 1\n\ts_cselect_b32 s6, s5, 2\n\tv_mov_b32 v0, s6", [][]uint64{{0}, {0}, {0}})
	require.Equal(t, []uint64{5}, got)
}

// TestDualBits: v_dual_and_b32 and v_dual_lshlrev_b32 (the Y half) read
// their sources before the X half writes (v1 is both X's destination and
// Y's source), on gfx1100 and gfx1200.
func TestDualBits(t *testing.T) {
	in := [][]uint64{{0x0000ffff, 0x12345678}, {0xffff1234, 0x0f0f0f0f}, {0xabcd, 0x3}}
	for _, gen := range []string{"gfx1100", "gfx1200"} {
		got := run3(t, gen, "v_dual_mov_b32 v1, v2 :: v_dual_and_b32 v0, v0, v1", in)
		require.Equal(t, []uint64{0x00001234, 0x02040608}, got, gen)
		got = run3(t, gen, "v_dual_mov_b32 v1, v2 :: v_dual_lshlrev_b32 v0, 16, v1", in)
		require.Equal(t, []uint64{0x12340000, 0x0f0f0000}, got, gen)
	}
	_, err := ParseText(mustGen(t, "gfx1100"), "x.s", []byte("v_dual_and_b32 v0, v1, v2 :: v_dual_mov_b32 v1, v3\n"))
	require.ErrorContains(t, err, "can only be the second half")
}

func mustGen(t *testing.T, name string) *amdgcn.Generation {
	g, err := amdgcn.ParseGeneration(name)
	require.NoError(t, err)
	return g
}

// TestSDWACompare: v_cmp_o_f16_sdwa with src_sel WORD_1 compares the high
// halves (the select llc-19 writes for the high lane of a packed compare),
// WORD_0 the low halves; SDWA on VOP2 and DPP are errors, not the plain
// instruction run silently (docs/reference/amdgpu.md §1.5).
func TestSDWACompare(t *testing.T) {
	// v0, v1: (hi, lo) pairs; the result is 1 where the selected halves are
	// both not NaN.
	in := [][]uint64{{0x7e003c00, 0x3c007e00, 0x3c003c00, 0x7c01ffff}, {0x00000000, 0x00000000, 0xfc008000, 0x00000000}, {0, 0, 0, 0}}
	for _, c := range []struct {
		sel  string
		want []uint64
	}{
		{"src0_sel:WORD_1 src1_sel:WORD_1", []uint64{0, 1, 1, 0}},
		{"src0_sel:WORD_0 src1_sel:WORD_0", []uint64{1, 0, 1, 0}},
		{"src0_sel:WORD_1 src1_sel:WORD_0", []uint64{0, 1, 1, 0}},
	} {
		for _, gen := range []string{"gfx908", "gfx942", "gfx1030"} {
			vcc := "vcc"
			if gen == "gfx1030" {
				vcc = "vcc_lo"
			}
			body := "v_cmp_o_f16_sdwa " + vcc + ", v0, v1 " + c.sel + "\n\ts_nop 1\n\tv_cndmask_b32_e64 v0, 0, 1, " + vcc
			require.Equal(t, c.want, run3(t, gen, body, in), "%s %s", gen, c.sel)
		}
	}
	for _, body := range []string{
		"v_max_f32_dpp v0, v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
	} {
		src := "f:\n\t" + body + "\n\ts_setpc_b64 s[30:31]\n"
		fs, err := Target{}.Funcs("bits.s", []byte(src), func(string) (tv.Signature, error) {
			return tv.Signature{Type: semantics.F32, Arity: 2}, nil
		}, tv.Options{Arch: "gfx942"})
		if err == nil {
			err = fs[0].Run([][]uint64{{0}, {0}}, make([]uint64, 1))
		}
		require.Error(t, err, body)
		require.Regexp(t, `bits.s:2:2: .*DPP is not supported by the executor`, err.Error())
	}
}
