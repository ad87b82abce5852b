package amdgcn

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// directiveCases are files with directives; the errors lowerc reports must
// be llvm-mc-19 -triple=amdgcn-amd-amdhsa's error lines (TestDirectivesOracle).
var directiveCases = []struct {
	gen, src string
	errs     []string // "line:col: message"
}{
	{"gfx942", ".foo 1\n.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"\n.amdhsa_kernel k\n  .amdhsa_bogus 1\n  .amdhsa_wavefront_size32 1\n  .amdhsa_next_free_vgpr 1\n.end_amdhsa_kernel\n.amdhsa_next_free_vgpr 1\nlab:\n", []string{
		"1:1: unknown directive",
		"2:16: .amdgcn_target directive's target id amdgcn-amd-amdhsa--gfx90a does not match the specified target id amdgcn-amd-amdhsa--gfx942",
		"4:3: unknown .amdhsa_kernel directive", "5:3: unknown directive", "6:3: unknown directive", "7:1: unknown directive", "8:1: unknown directive"}},
	{"gfx942", ".amdhsa_kernel k\n  .amdhsa_wavefront_size32 1\n.end_amdhsa_kernel\n.amdhsa_kernel k2\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_accum_offset 4\n.end_amdhsa_kernel\n", []string{
		"2:3: directive requires gfx10+", "3:1: unknown directive", "7:19: .amdhsa_next_free_sgpr directive is required"}},
	{"gfx908", ".amdhsa_kernel k\n  .amdhsa_accum_offset 4\n.amdhsa_next_free_vgpr 1\n", []string{
		"2:3: directive requires gfx90a+", "3:1: unknown directive"}},
	{"gfx1100", "\t.text\n\t.globl\tk\n\t.p2align\t8\n\t.type\tk,@function\nk:\n\ts_endpgm\n.Lfunc_end0:\n\t.size\tk, .Lfunc_end0-k\n\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 1\n\t\t.amdhsa_wavefront_size32 1\n\t.end_amdhsa_kernel\n", nil},
	{"gfx1200", ".amdhsa_kernel k\n .amdhsa_next_free_vgpr 1\n .amdhsa_next_free_sgpr 1\n .amdhsa_ieee_mode 1\n.end_amdhsa_kernel\n", []string{
		"4:2: directive unsupported on gfx12+", "5:1: unknown directive"}},
}

func TestDirectives(t *testing.T) {
	for _, c := range directiveCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		_, err = AssembleFile(g, "", []byte(c.src))
		var got []string
		if el, ok := err.(ErrorList); ok {
			for _, e := range el {
				got = append(got, e.Error())
			}
		} else {
			require.NoError(t, err)
		}
		assert.Equal(t, c.errs, got, "%s %q", c.gen, c.src)
	}
}

func TestDirectivesOracle(t *testing.T) {
	for _, c := range directiveCases {
		g, err := ParseGeneration(c.gen)
		require.NoError(t, err)
		mc := oracle.Require(t, mcOracle(g))
		cmd := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+c.gen, "-filetype=null")
		cmd.Stdin = strings.NewReader(c.src)
		var e bytes.Buffer
		cmd.Stderr = &e
		_ = cmd.Run()
		var want []string
		for _, l := range strings.Split(e.String(), "\n") {
			if m := errLineRe.FindStringSubmatch(l); m != nil {
				want = append(want, strings.Replace(strings.TrimPrefix(l, "<stdin>:"), " error:", "", 1))
			}
		}
		assert.Equal(t, want, c.errs, "llvm-mc on %s %q", c.gen, c.src)
	}
}

func TestAssembleFile(t *testing.T) {
	src := "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.amdhsa_code_object_version 5\n\t.text\nk:\n\tv_max_f32 v0, v1, v2\n  l2: s_endpgm\n.Lend:\n" +
		"\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 3\n\t\t.amdhsa_next_free_sgpr 0x10\n\t\t.amdhsa_accum_offset 4\n\t.end_amdhsa_kernel\n" +
		"\t.amdgpu_metadata\n---\namdhsa.version:\n  - 1 # a YAML comment\n...\n\t.end_amdgpu_metadata\n"
	f, err := AssembleFile(Gen(GFX942), "k.s", []byte(src))
	require.NoError(t, err)
	require.Len(t, f.Insts, 2)
	// Off: where the label's line starts in src
	assert.Equal(t, []Label{{"k", 0, Pos{"k.s", 4, 1}, strings.Index(src, "\nk:") + 1}, {"l2", 1, Pos{"k.s", 6, 3}, strings.Index(src, "  l2:")},
		{".Lend", 2, Pos{"k.s", 7, 1}, strings.Index(src, ".Lend:")}}, f.Labels)
	assert.Equal(t, "amdgcn-amd-amdhsa--gfx942", f.Target)
	assert.Equal(t, 5, f.CodeObjectVersion)
	require.Len(t, f.Kernels, 1)
	v, ok := f.Kernels[0].Field("next_free_sgpr")
	assert.True(t, ok)
	assert.EqualValues(t, 16, v)
	assert.Equal(t, "---\namdhsa.version:\n  - 1 # a YAML comment\n...\n", f.Metadata)
	// an open block is an error at the end of the file
	_, err = AssembleFile(Gen(GFX942), "k.s", []byte("\t.amdgpu_metadata\n---\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "expected .end_amdgpu_metadata")
	// labels are printed in the listing, as llvm-mc prints them
	var out bytes.Buffer
	require.NoError(t, AssembleListing(&out, Gen(GFX942), "k.s", []byte(src), nil, false, 1))
	assert.Equal(t, "\t.text\nk:\n\tv_max_f32_e32 v0, v1, v2\nl2:\n\ts_endpgm\n.Lend:\n", out.String())
}

// TestHasBlocks: hasBlocks's one pass over the dots answers what
// bytes.Contains of both block names and .set does.
func TestHasBlocks(t *testing.T) {
	for _, s := range []string{"", ".", ".amdhsa_kernel", ".amdhsa_kerne", ".amdgpu_metadata", ".amdgpu_metadat", "x.amdgpu_metadata y",
		"1.0 ..amdhsa_kernel", "v_add_f32 v1, 0.5, v2\n; .amdgpu_metadata\n", ".amdgcn_target", "a.b.c.", "amdhsa_kernel",
		".set x, 1", ".se", "set", "a .settle"} {
		want := bytes.Contains([]byte(s), []byte(".amdhsa_kernel")) || bytes.Contains([]byte(s), []byte(".amdgpu_metadata")) ||
			bytes.Contains([]byte(s), []byte(".set"))
		require.Equal(t, want, hasBlocks([]byte(s)), "%q", s)
	}
}
