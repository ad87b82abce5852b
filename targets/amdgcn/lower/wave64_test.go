package lower

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify"
)

// TestWave64 lowers testdata/features.tile for every GFX10+ generation in
// wave64 (-mattr=+wavefrontsize64): the code uses 64-bit lane masks (vcc,
// exec, SGPR pairs; never vcc_lo/exec_lo), llvm-mc-19 -mattr=+wavefrontsize64
// assembles it to the bytes of lowerc's listing, and the kernel descriptor
// llvm-mc writes has ENABLE_WAVEFRONT_SIZE32 (kernel_code_properties bit 10,
// descriptor offset 0x38) clear, where the wave32 build has it set.
func TestWave64(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	feat, err := os.ReadFile("testdata/features.tile")
	require.NoError(t, err)
	for _, g := range amdgcn.Generations() {
		if g.Family == amdgcn.GFX9 || !g.LLVM19 {
			continue
		}
		w, err := g.WithMAttr("+wavefrontsize64")
		require.NoError(t, err)
		require.True(t, w.Wave64(), g.Name)
		require.Equal(t, 64, w.WaveSize)
		for _, gen := range []*amdgcn.Generation{w, g} {
			b, err := New(Options{Gen: gen, IEEE: true})
			require.NoError(t, err)
			p := lowerSource(t, b, "features.tile", string(feat), "")
			asm := p.AppendAsm(nil)
			if gen.Wave64() {
				assert.NotRegexp(t, `vcc_lo|exec_lo`, string(asm), g.Name)
				assert.Contains(t, string(asm), "-mattr=+wavefrontsize64", g.Name)
			}
			args := []string{"-triple=amdgcn-amd-amdhsa", "-mcpu=" + g.Name}
			if gen.Wave64() {
				args = append(args, "-mattr=+wavefrontsize64")
			}
			listing, err := oracle.Run(mc, asm, append(args, "-show-encoding")...)
			require.NoError(t, err, g.Name)
			var want []string
			for _, l := range strings.Split(string(listing), "\n") {
				if l == "\t.amdgpu_metadata" {
					break
				}
				if strings.Contains(l, "; encoding: [") {
					want = append(want, l)
				}
			}
			var out bytes.Buffer
			require.NoError(t, amdgcn.AssembleListing(&out, gen, "k.s", asm, nil, true, 1))
			var got []string
			for _, l := range strings.Split(out.String(), "\n") {
				if strings.Contains(l, "; encoding: [") {
					got = append(got, l)
				}
			}
			assert.Equal(t, want, got, "%s wave%d", g.Name, gen.WaveSize)
			obj, err := oracle.Run(mc, asm, append(args, "-filetype=obj", "-o", "-")...)
			require.NoError(t, err, g.Name)
			f, err := elf.NewFile(bytes.NewReader(obj))
			require.NoError(t, err)
			ro, err := f.Section(".rodata").Data()
			require.NoError(t, err)
			require.GreaterOrEqual(t, len(ro), 64)
			props := binary.LittleEndian.Uint16(ro[0x38:])
			assert.Equal(t, gen.WaveSize == 32, props&(1<<10) != 0, "%s wave%d: kernel_code_properties %#x", g.Name, gen.WaveSize, props)
		}
	}
}

// TestWarpScopeFollowsWaveSize: scope warp addresses one wave, so its lane
// axis must have the target's wave size (and the program then lowers).
func TestWarpScopeFollowsWaveSize(t *testing.T) {
	src := func(n int) string {
		return fmt.Sprintf("kernel @k(%%W: global f32[%d,1]) grid(1) block(%d) {\n  %%w = alloc.local f32[%d,1] {scope = warp}\n  %%w = load %%W {scope = warp}\n  store %%W, %%w {scope = warp}\n}\n", n, n, n)
	}
	for _, c := range []struct {
		gen, mattr string
		lanes      int
		want       string
	}{
		{"gfx942", "", 64, ""},
		{"gfx942", "", 32, "scope warp over 32 lanes (%w): a wave has 64 lanes"},
		{"gfx1100", "", 32, ""},
		{"gfx1100", "", 64, "scope warp over 64 lanes (%w): a wave has 32 lanes on this target (compile with -mattr=+wavefrontsize64 for wave64)"},
		{"gfx1100", "+wavefrontsize64", 64, ""},
		{"gfx1200", "+wavefrontsize64", 32, "scope warp over 32 lanes"},
	} {
		g, err := amdgcn.ParseGeneration(c.gen)
		require.NoError(t, err)
		g, err = g.WithMAttr(c.mattr)
		require.NoError(t, err)
		b, err := New(Options{Gen: g, IEEE: true})
		require.NoError(t, err)
		m, err := ir.Parse("k.tile", []byte(src(c.lanes)))
		require.NoError(t, err)
		errs := verify.Module(m, b)
		if c.want == "" {
			require.Empty(t, errs, "%s %s %d", c.gen, c.mattr, c.lanes)
			_, err := b.Lower(m)
			require.NoError(t, err)
			continue
		}
		require.NotEmpty(t, errs, "%s %s %d: %v", c.gen, c.mattr, c.lanes, errs)
		assert.Contains(t, errs[0].Msg, c.want)
	}
}
