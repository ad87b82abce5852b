package amdexec

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

// Random regions: the op's region of fileTile (f16 or f32) replaced, line
// for line, by random instructions (min/max with modifiers and clamp,
// compares into VCC and SGPR pairs, v_cndmask, moves, bit operations,
// packed forms, EXEC masking, reads of undefined registers), run on both
// paths.

// regionTemplates are one instruction each: %d a destination VGPR, %a an
// e32 first source (VGPR, constant or SGPR), %A a VOP3 source, %B a VGPR,
// %m the VCC of the wave size, %p an SGPR lane mask, %D/%E/%F VGPR pairs,
// %x the EXEC of the wave size, %X a partial EXEC constant, %s/%S
// s_mov/s_and of the wave size.
var regionTemplates = []string{
	"v_max_f16_e32 %d, %a, %B",
	"v_min_f16_e32 %d, %a, %B",
	"v_max_f32_e32 %d, %a, %B",
	"v_min_f32_e32 %d, %a, %B",
	"v_max_f16_e64 %d, -%A, |%B|",
	"v_max_f32_e64 %d, %A, %B clamp",
	"v_max_f16_e64 %d, %A, %B clamp",
	"v_max3_f32 %d, %A, %B, %A",
	"v_min3_f16 %d, %A, %B, %A",
	"v_mov_b32_e32 %d, %a",
	"v_mov_b32_e32 %d, 0x3c017e00",
	"v_cmp_o_f16_e32 %m, %a, %B",
	"v_cmp_u_f32_e32 %m, %a, %B",
	"v_cmp_u_f16_e64 %p, -%A, %B",
	"v_cmp_o_f32_e64 %p, %A, |%B|",
	"v_cmp_class_f32_e64 %m, %A, %B",
	"v_cmp_o_f64_e32 %m, %E, %F",
	"v_cndmask_b32_e32 %d, %a, %B, %m",
	"v_cndmask_b32_e64 %d, %A, %B, %p",
	"v_and_b32_e32 %d, %a, %B",
	"v_lshlrev_b32_e32 %d, 16, %B",
	"v_pk_max_f16 %d, %A, %B",
	"v_max_f64 %D, %E, %F",
	"s_nop 0",
	"%s %x, %X",
	"%S %x, %x, %m",
}

// randomRegion returns lowerc's text for src on gen with the op region's
// instructions replaced by random ones drawn by r.
func randomRegion(t testing.TB, src, gen string, r *rand.Rand) string {
	m, err := ir.Parse("region.tile", []byte(src))
	require.NoError(t, err)
	l, err := lowerModuleCode(m, "region.tile", nil, tv.Options{Arch: gen})
	require.NoError(t, err)
	lines := strings.Split(string(l.prog.AppendAsm(nil)), "\n")
	w32 := l.gen.WaveSize == 32
	vcc, pair, exec, smov, sand, part := "vcc", "s[10:11]", "exec", "s_mov_b64", "s_and_b64", "0x7f00ff0f"
	if w32 {
		vcc, pair, exec, smov, sand, part = "vcc_lo", "s10", "exec_lo", "s_mov_b32", "s_and_b32", "0x7f00ff0f"
	}
	vreg := func() string { return fmt.Sprintf("v%d", r.IntN(5)) }
	src32 := func(vop3 bool) string {
		switch r.IntN(8) {
		case 0:
			if vop3 {
				return "0.5" // GFX9 VOP3 takes no literal
			}
			return "0x7e00"
		case 1:
			return "1.0"
		case 2:
			return "s4"
		}
		return vreg()
	}
	vpair := func() string { k := r.IntN(4) * 2; return fmt.Sprintf("v[%d:%d]", k, k+1) }
	in := false
	for i, ln := range lines {
		s := strings.TrimSpace(ln)
		if strings.HasPrefix(s, ";") {
			in = strings.Contains(s, "= max")
			continue
		}
		if !in || s == "" || strings.HasSuffix(s, ":") {
			continue
		}
		tpl := regionTemplates[r.IntN(len(regionTemplates))]
		var b strings.Builder
		for j := 0; j < len(tpl); j++ {
			if tpl[j] != '%' {
				b.WriteByte(tpl[j])
				continue
			}
			j++
			switch tpl[j] {
			case 'd', 'B':
				b.WriteString(vreg())
			case 'a', 'A':
				b.WriteString(src32(tpl[j] == 'A'))
			case 'm':
				b.WriteString(vcc)
			case 'p':
				b.WriteString(pair)
			case 'D', 'E', 'F':
				b.WriteString(vpair())
			case 'x':
				b.WriteString(exec)
			case 'X':
				b.WriteString(part)
			case 's':
				b.WriteString(smov)
			case 'S':
				b.WriteString(sand)
			}
		}
		lines[i] = "\t" + b.String()
	}
	return strings.Join(lines, "\n")
}

// regionCases returns the Case of src with code text on both paths; ok is
// false where the text does not assemble.
func regionCases(t testing.TB, src, gen, text string) (fast, slow tv.Case, ok bool) {
	m, err := ir.Parse("region.tile", []byte(src))
	require.NoError(t, err)
	g, err := options(tv.Options{Arch: gen})
	require.NoError(t, err)
	code, err := ParseText(g, "region.s", []byte(text))
	if err != nil {
		return fast, slow, false
	}
	fs, err := CasesCode(m, "region.tile", code, tv.Options{Arch: gen})
	require.NoError(t, err)
	ss := slowCases(t, m, "region.tile", code, tv.Options{Arch: gen})
	require.Len(t, fs, 1)
	require.NotNil(t, fs[0].Func.(*caseFunc).fast, "the region qualifies for the value-slice path")
	return fs[0], ss[0], true
}

var regionTiles = []struct{ name, src string }{
	{"f16", fileTile},
	{"f32", strings.ReplaceAll(fileTile, "f16", "f32")},
}

// TestFastRandomRegions: random regions, both paths, every shape of block.
func TestFastRandomRegions(t *testing.T) {
	n := 150
	if *long {
		n = 600
	}
	for _, gen := range []string{"gfx942", "gfx1100"} {
		for _, tl := range regionTiles {
			t.Run(gen+"/"+tl.name, func(t *testing.T) {
				r := rand.New(rand.NewPCG(uint64(len(gen)), uint64(len(tl.name))))
				ran := 0
				for i := 0; i < n; i++ {
					text := randomRegion(t, tl.src, gen, r)
					fast, slow, ok := regionCases(t, tl.src, gen, text)
					if !ok {
						continue
					}
					ran++
					in := blockInputs(fast.Func.Type(), fast.Func.Arity(), uint64(i), gridOf(fast.Func.Type()))
					requireSameRun(t, fast.Func, slow.Func, in, text)
				}
				require.Greater(t, ran, n/3, "random regions assemble")
			})
		}
	}
}

// FuzzFastRegion: a random region (from seed) on inputs a, b, some lanes
// uniform (shape), both paths.
func FuzzFastRegion(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint64(0x3c00), uint64(0x7e01), uint8(0))
	f.Add(uint64(7), uint8(1), uint64(0x7fc00001), uint64(0x80000000), uint8(3))
	f.Fuzz(func(t *testing.T, seed uint64, which uint8, a, b uint64, shape uint8) {
		gen := []string{"gfx942", "gfx1100"}[which&1]
		tl := regionTiles[which>>1&1]
		text := randomRegion(t, tl.src, gen, rand.New(rand.NewPCG(seed, 3)))
		fast, slow, ok := regionCases(t, tl.src, gen, text)
		if !ok {
			t.Skip("does not assemble")
		}
		typ := fast.Func.Type()
		r := rand.New(rand.NewPCG(a, b))
		const n = 300
		in := [][]uint64{make([]uint64, n), make([]uint64, n)}
		for i := 0; i < n; i++ {
			in[0][i], in[1][i] = a&typ.Mask(), b&typ.Mask()
			if shape&1 == 0 {
				in[0][i] = r.Uint64() & typ.Mask()
			}
			if shape&2 == 0 {
				in[1][i] = r.Uint64() & typ.Mask()
			}
		}
		requireSameRun(t, fast.Func, slow.Func, in, text)
	})
}

// TestNaNBound: the bound derived from semantics.IsNaN decides as IsNaN
// does, on every 16-bit pattern and on the f32/f64 boundaries and random
// patterns.
func TestNaNBound(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, lt := range []semantics.Type{semantics.F16, semantics.BF16, semantics.F32, semantics.F64} {
		nb := nanBoundOf(lt)
		require.NotZero(t, nb.all, lt)
		check := func(x uint64) {
			require.Equal(t, semantics.IsNaN(lt, x), x&nb.all&^nb.sign > nb.inf, "%s %#x", lt, x)
		}
		if lt.Bits() == 16 {
			for x := uint64(0); x < 1<<16; x++ {
				check(x)
			}
			continue
		}
		for _, d := range []uint64{0, 1, 2} {
			check(nb.inf + d - 1)
			check(nb.inf | nb.sign + d - 1)
		}
		for i := 0; i < 100000; i++ {
			check(r.Uint64() & lt.Mask())
		}
	}
}

// withRegion returns lowerc's text for src on gen with the op region's
// instructions replaced by insts (as many as the region has).
func withRegion(t testing.TB, src, gen string, insts []string) string {
	m, err := ir.Parse("region.tile", []byte(src))
	require.NoError(t, err)
	l, err := lowerModuleCode(m, "region.tile", nil, tv.Options{Arch: gen})
	require.NoError(t, err)
	lines := strings.Split(string(l.prog.AppendAsm(nil)), "\n")
	in, k := false, 0
	for i, ln := range lines {
		s := strings.TrimSpace(ln)
		if strings.HasPrefix(s, ";") {
			in = strings.Contains(s, "= max")
			continue
		}
		if in && s != "" && !strings.HasSuffix(s, ":") {
			require.Less(t, k, len(insts), "the region is longer")
			lines[i] = "\t" + insts[k]
			k++
		}
	}
	require.Equal(t, len(insts), k, "the region's length")
	return strings.Join(lines, "\n")
}

// TestFastRegions: hand-written regions of fileTile on gfx942 (five
// instructions) for the kernels' special cases: a 16-bit result merged
// into a uniform or column destination (its high half read back), a
// uniform result into a column, SGPR pairs as masks, a partial EXEC.
func TestFastRegions(t *testing.T) {
	for _, tc := range []struct {
		name  string
		insts []string
	}{
		{"row into uniform", []string{"v_mov_b32_e32 v3, 0x3c017e00", "v_max_f16_e32 v3, 1.0, v2", "v_lshrrev_b32_e32 v1, 16, v3", "v_or_b32_e32 v1, v1, v3", "s_nop 0"}},
		{"row into column", []string{"v_lshlrev_b32_e32 v3, 16, v2", "v_max_f16_e32 v3, v1, v2", "v_lshrrev_b32_e32 v4, 16, v3", "v_or_b32_e32 v1, v4, v3", "s_nop 0"}},
		{"uniform into column", []string{"v_lshlrev_b32_e32 v2, 16, v2", "v_max_f16_e32 v2, 1.0, v0", "v_lshrrev_b32_e32 v1, 16, v2", "v_or_b32_e32 v1, v1, v2", "s_nop 0"}},
		{"uniform into uniform", []string{"v_mov_b32_e32 v3, 0x3c017e00", "v_min_f16_e32 v3, 0.5, v0", "v_lshrrev_b32_e32 v1, 16, v3", "v_or_b32_e32 v1, v1, v3", "s_nop 0"}},
		{"sgpr mask", []string{"v_cmp_u_f16_e64 s[10:11], v1, v2", "v_mov_b32_e32 v3, 0x7e00", "v_cndmask_b32_e64 v1, v2, v3, s[10:11]", "s_nop 0", "s_nop 0"}},
		{"partial exec", []string{"v_cmp_o_f16_e32 vcc, v1, v2", "s_and_b64 exec, exec, vcc", "v_max_f16_e32 v1, v1, v2", "v_cndmask_b32_e32 v1, v2, v1, vcc", "s_nop 0"}},
		{"undefined read", []string{"v_max_f16_e32 v1, v1, v7", "s_nop 0", "s_nop 0", "s_nop 0", "s_nop 0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := withRegion(t, fileTile, "gfx942", tc.insts)
			fast, slow, ok := regionCases(t, fileTile, "gfx942", text)
			require.True(t, ok, "assembles")
			in := blockInputs(fast.Func.Type(), fast.Func.Arity(), 5, gridOf(fast.Func.Type()))
			requireSameRun(t, fast.Func, slow.Func, in, tc.name)
		})
	}
}
