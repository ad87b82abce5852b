package amdgcn

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// TestMinusSignsIsLLVMMCs: two or more minus signs before a number are,
// on integer operands, llvm-mc-19's integer expression (each minus a
// negation of the number's 64 bits, a float's double bits: "---1.0" is
// the bits of -4.0) and an error on float operands. Each line is judged
// by llvm-mc-19: the same listing line, or an error at the same line and
// column.
func TestMinusSignsIsLLVMMCs(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	lines := []string{
		"v_cmp_gt_u64 vcc, --4.0, v[2:3]", "v_cmp_gt_u64 vcc, ---4.0, v[2:3]", "v_cmp_gt_u64 vcc, ---1.0, v[2:3]",
		"v_cmp_gt_u64 vcc, ---0.5, v[2:3]", "v_cmp_gt_u64 vcc, - -4.0, v[2:3]", "v_cmp_gt_u64 vcc, --0.0, v[2:3]",
		"v_cmp_gt_u64 vcc, ---4, v[2:3]", "v_cmp_gt_u64_e64 s[0:1], --4.0, v[2:3]", "v_cmp_gt_i64 vcc, ----2.0, v[2:3]",
		"v_lshlrev_b64 v[0:1], 1, --4.0", "v_max_i32 v1, --0.0, v2", "v_max_i32 v1, ---4, v2", "s_max_i32 s1, ---4, s2",
		"v_max_i32 v1, --0.5, v2", "v_max_i16 v1, --0.0, v2", "v_max_u16 v1, ---1, v2", "v_max_i32 v1, ----1, v2",
		"v_max_i32 v1, -- 1, v2", "v_max_i32 v1, - - 1, v2", "v_max_i32 v1, -\t-1, v2", "v_max_i32 v1, --0x10, v2",
		"v_max_i32 v1, ---0x7fffffff, v2", "v_max_i32_e64 v1, --0.0, v2", "s_max_i32 s1, --2.0, s2",
		"v_cmp_lt_i16_e64 vcc, --2.0, v14", "v_max_f32 v1, ---4, v2", "v_max_f32 v1, --4.0, v2", "v_max_f32 v1, --1, v2",
	}
	gen := mustGen(t, "gfx942")
	dir := t.TempDir()
	errLine := regexp.MustCompile(`^[^:]*:(\d+:\d+): error`)
	for _, l := range lines {
		path := filepath.Join(dir, "m.s")
		require.NoError(t, os.WriteFile(path, []byte(l+"\n"), 0o644))
		cmd := exec.Command(mc, "-triple=amdgcn", "-mcpu=gfx942", "-show-encoding", path)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		_ = cmd.Run() // the verdict is in the output
		var got bytes.Buffer
		err := AssembleListing(&got, gen, "m.s", []byte(l+"\n"), nil, true, 1)
		if m := errLine.FindStringSubmatch(stderr.String()); m != nil {
			require.Error(t, err, "%q: llvm-mc-19 rejects it", l)
			assert.True(t, strings.HasPrefix(err.Error(), "m.s:"+m[1]+":"), "%q: llvm-mc-19 at %s, lowerc: %v", l, m[1], err)
			continue
		}
		require.NoError(t, err, "%q: llvm-mc-19 accepts it", l)
		assert.Equal(t, stdout.String(), got.String(), l)
	}
}
