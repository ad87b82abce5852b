package lower

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

var labelLineRe = regexp.MustCompile(`^[A-Za-z_.$][\w.$]*:$`)

// TestAssemblerReadsOwnOutput: lowerc asm -show-encoding of what lowerc
// compile -target amdgcn writes (labels, sections, symbol directives, the
// kernel descriptor block, the metadata block) is accepted, and its lines
// are the label and instruction lines of llvm-mc-19's listing of the same
// file (testdata/<input>.<gen>[.noieee].s, produced by llvm-mc-19 -triple=amdgcn-amd-amdhsa
// -show-encoding), in order, byte for byte.
func TestAssemblerReadsOwnOutput(t *testing.T) {
	n := 0
	for _, c := range goldenCases(t) {
		b := mustBackend(t, c.gen, c.ieee)
		p := lowerSource(t, b, c.file, c.src, "")
		asm := p.AppendAsm(nil)
		golden, err := os.ReadFile(filepath.Join("testdata", c.name+".s"))
		require.NoError(t, err)
		var want []string
		for _, l := range strings.Split(string(golden), "\n")[1:] {
			if l == "\t.amdgpu_metadata" {
				break // llvm-mc echoes the YAML from here
			}
			if labelLineRe.MatchString(l) || strings.Contains(l, "; encoding: [") {
				want = append(want, l)
			}
		}
		var out bytes.Buffer
		require.NoError(t, amdgcn.AssembleListing(&out, b.opt.Gen, c.name+".s", asm, nil, true, 1), c.name)
		var got []string // blank lines (llvm-mc echoes them too) left out, as in want
		for _, l := range strings.Split(out.String(), "\n")[1:] {
			if l != "" {
				got = append(got, l)
			}
		}
		assert.Equal(t, want, got, c.name)
		f, err := amdgcn.AssembleFile(b.opt.Gen, c.name+".s", asm)
		require.NoError(t, err)
		require.Len(t, f.Kernels, len(p.Kernels), c.name)
		assert.True(t, f.HasMetadata, c.name)
		assert.Equal(t, "amdgcn-amd-amdhsa--"+c.gen, f.Target)
		n += len(got)
	}
	t.Logf("%d listing lines identical to llvm-mc-19's", n)
}
