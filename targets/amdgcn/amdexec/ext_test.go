package amdexec

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/stretchr/testify/require"
)

// extSamples are lines of each ExtDef (and VOPD) for the encoding check,
// and of the rows that were ExtDefs until issue 13 (tableSamples).
var extSamples = map[string][]string{
	"s_waitcnt_depctr": {"s_waitcnt_depctr 0xffe3"},
}

var tableSamples = []string{"s_setpc_b64 s[30:31]", "s_setpc_b64 s[4:5]", "v_xor_b32 v0, v1, v2", "v_xor_b32 v3, s1, v2",
	"v_not_b32 v0, v1", "v_cvt_f32_f16 v0, v1", "v_cvt_f16_f32 v2, v3"}

var encRe = regexp.MustCompile(`encoding: \[([^\]]*)\]`)

// TestExtEncodings: every instruction outside package amdgcn's table that
// the executor decodes, on every LLVM 19 generation that has it, as
// llvm-mc-19 encodes it: the bytes decode to the instruction the text
// parses to.
func TestExtEncodings(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	n := 0
	for _, g := range amdgcn.Generations() {
		if !g.LLVM19 {
			continue
		}
		lines := append([]string(nil), tableSamples...)
		for _, d := range ExtDefs {
			if d.Opcode[g.Family] >= 0 {
				lines = append(lines, extSamples[d.Name]...)
			}
		}
		if g.Family >= amdgcn.GFX11 {
			lines = append(lines, dualName(g, 10)+" v1, v1, v1 :: "+dualName(g, 11)+" v0, s2, v3",
				"v_dual_mov_b32 v2, 0x12345678 :: "+dualName(g, 10)+" v5, v6, v7",
				"v_dual_mov_b32 v0, v1 :: v_dual_and_b32 v1, v2, v3",
				dualName(g, 10)+" v2, v4, v6 :: v_dual_lshlrev_b32 v3, 16, v5")
		}
		out, err := oracle.Run(mc, []byte(strings.Join(lines, "\n")+"\n"), "-triple=amdgcn-amd-amdhsa", "-mcpu="+g.Name, "-show-encoding")
		require.NoError(t, err, g.Name)
		encs := encRe.FindAllStringSubmatch(string(out), -1)
		require.Len(t, encs, len(lines), "%s: %s", g.Name, out)
		for i, l := range lines {
			var code []byte
			for _, b := range strings.Split(encs[i][1], ",") {
				v, err := strconv.ParseUint(b, 0, 8)
				require.NoError(t, err)
				code = append(code, byte(v))
			}
			dec, err := Decode(g, "x.bin", code)
			require.NoError(t, err, "%s: %s", g.Name, l)
			txt, err := ParseText(g, "x.s", []byte(l+"\n"))
			require.NoError(t, err, "%s: %s", g.Name, l)
			require.Len(t, dec.Insts, 1)
			a, b := dec.Insts[0], txt.Insts[0]
			require.Equal(t, b.Ext, a.Ext, "%s: %s", g.Name, l)
			require.Equal(t, b.String(), a.String(), "%s: %s", g.Name, l)
			require.Equal(t, b.A.Imm, a.A.Imm, "%s: %s", g.Name, l)
			n++
		}
	}
	t.Logf("%d encodings checked", n)
}

// TestCmpEncodings: the float compares (rows of package amdgcn's table
// since issue 13; the executor's own before), e32 and e64 with modifiers,
// as llvm-mc-19 encodes them on every LLVM 19 generation: bytes and text
// give the same instruction, the compare the executor runs.
func TestCmpEncodings(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	n := 0
	for _, g := range amdgcn.Generations() {
		if !g.LLVM19 {
			continue
		}
		vcc, sd := "vcc_lo", "s4"
		if g.WaveSize == 64 {
			vcc, sd = "vcc", "s[4:5]"
		}
		var lines []string
		for i, p := range cmpPreds {
			if p == "" {
				continue
			}
			for _, ty := range []string{"f16", "f32", "f64"} {
				a, b := "v0", "v1"
				if ty == "f64" {
					a, b = "v[0:1]", "v[2:3]"
				}
				lines = append(lines, fmt.Sprintf("v_cmp_%s_%s_e32 %s, %s, %s", p, ty, vcc, a, b),
					fmt.Sprintf("v_cmp_%s_%s_e64 %s, -%s, |%s|", p, ty, sd, a, b))
				if i == 1 {
					lines = append(lines, fmt.Sprintf("v_cmp_%s_%s_e32 %s, 1.0, %s", p, ty, vcc, b))
				}
			}
		}
		out, err := oracle.Run(mc, []byte(strings.Join(lines, "\n")+"\n"), "-triple=amdgcn-amd-amdhsa", "-mcpu="+g.Name, "-show-encoding")
		require.NoError(t, err, g.Name)
		encs := encRe.FindAllStringSubmatch(string(out), -1)
		require.Len(t, encs, len(lines), "%s: %s", g.Name, out)
		for i, l := range lines {
			var code []byte
			for _, b := range strings.Split(encs[i][1], ",") {
				v, err := strconv.ParseUint(b, 0, 8)
				require.NoError(t, err)
				code = append(code, byte(v))
			}
			dec, err := Decode(g, "x.bin", code)
			require.NoError(t, err, "%s: %s", g.Name, l)
			txt, err := ParseText(g, "x.s", []byte(l+"\n"))
			require.NoError(t, err, "%s: %s", g.Name, l)
			a, b := dec.Insts[0], txt.Insts[0]
			require.Equal(t, b.String(), a.String(), "%s: %s", g.Name, l)
			ca, oka := floatCmp(a.A.Entry().Def)
			cb, okb := floatCmp(b.A.Entry().Def)
			require.True(t, oka && okb, "%s: %s", g.Name, l)
			require.Equal(t, cb, ca, "%s: %s", g.Name, l)
			require.Equal(t, b.A.Dst, a.A.Dst, "%s: %s", g.Name, l)
			require.Equal(t, b.A.Src, a.A.Src, "%s: %s", g.Name, l)
			n++
		}
	}
	t.Logf("%d compare encodings checked", n)
}

// TestCmpPredicates: each predicate on the f32 grid, against Go's float
// comparisons (NaN unordered, −0 == +0).
func TestCmpPredicates(t *testing.T) {
	grid := semantics.Grid(semantics.F32)
	for i, p := range cmpPreds {
		if p == "" {
			continue
		}
		for _, a := range grid {
			for _, b := range grid {
				x, y := float64(math.Float32frombits(uint32(a))), float64(math.Float32frombits(uint32(b)))
				var want bool
				switch p {
				case "lt":
					want = x < y
				case "eq":
					want = x == y
				case "le":
					want = x <= y
				case "gt":
					want = x > y
				case "lg":
					want = x < y || x > y
				case "ge":
					want = x >= y
				case "nge":
					want = !(x >= y)
				case "nlg":
					want = !(x < y || x > y)
				case "ngt":
					want = !(x > y)
				case "nle":
					want = !(x <= y)
				case "neq":
					want = !(x == y)
				case "nlt":
					want = !(x < y)
				}
				require.Equal(t, want, cmpFloat(i, semantics.F32, a, b, false), "%s %#x %#x", p, a, b)
			}
		}
	}
}
