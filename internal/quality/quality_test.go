package quality

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	long   = flag.Bool("long", false, "measure the full matrix against llc and check docs/code-quality.md (about a minute)")
	update = flag.Bool("update", false, "with -long: rewrite docs/code-quality.md")
)

// Command is the command that writes docs/code-quality.md.
const Command = "go test ./internal/quality -run TestCodeQualityTable -long -update"

const docPath = "../../docs/code-quality.md"

// TestSelectionCountsAreEmitted: for every cell of the matrix, lowerc's
// per-element count from the selection's data equals the instructions
// counted in the emitted text (both targets, every generation and mode).
func TestSelectionCountsAreEmitted(t *testing.T) {
	n := 0
	for _, c := range Matrix() {
		var s Side
		var err error
		if strings.HasPrefix(c.Arch, "sm_") {
			s, err = LowercPTX(c, false)
		} else {
			s, err = LowercAMD(c)
		}
		require.NoError(t, err, "%s %s", c.Arch, c.Op())
		if s.Err != "" {
			continue
		}
		n++
		require.Equal(t, s.Instrs, s.Text, "%s %s: the selection says %d instructions, the text has:\n%s", c.Arch, c.Op(), s.Instrs, s.Code)
	}
	require.Greater(t, n, 2000)
}

// summaryCells is the default run's subset: scalar f16 and f32,
// max, on sm_70, sm_90 and gfx942 (IEEE on).
func summaryCells() []Cell {
	var out []Cell
	for _, c := range Matrix() {
		if (c.Arch == "sm_70" || c.Arch == "sm_90" || c.Arch == "gfx942" && !c.NoIEEE) && c.Kind == "max" && (c.Type == "f16" || c.Type == "f32") {
			out = append(out, c)
		}
	}
	return out
}

// TestSummary measures the summary subset against llc-19, validates both
// sides' PTX, and checks the goal: lowerc is not longer than llc wherever
// llc's code computes the declared semantics, unless the table explains it.
func TestSummary(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	rs, err := Measure(summaryCells(), t.TempDir(), true)
	require.NoError(t, err)
	checkGoal(t, rs)
	for _, r := range rs {
		if r.Arch == "sm_70" && r.Type == "f32" {
			text, _ := r.Mark()
			t.Logf("%s %-28s llc / lowerc: %s", r.Arch, r.Op(), text)
		}
	}
}

func checkGoal(t *testing.T, rs []Result) {
	t.Helper()
	for _, r := range rs {
		if strings.HasPrefix(r.Arch, "sm_") && r.Lowerc.Err == "" {
			assert.Equal(t, "ok", r.Lowerc.Valid, "%s %s: lowerc's code does not refine the declared semantics", r.Arch, r.Op())
		}
	}
	for _, r := range Unexplained(rs) {
		t.Errorf("%s %s: lowerc %d instructions, llc %d, and nothing explains it:\nlowerc:\n%s\nllc:\n%s", column{r.Arch, r.NoIEEE}, r.Op(), r.Lowerc.Instrs, r.LLC.Instrs, r.Lowerc.Code, r.LLC.Code)
	}
}

// TestCodeQualityTable (-long) measures the whole matrix and checks that
// docs/code-quality.md is what it renders (-update rewrites it).
func TestCodeQualityTable(t *testing.T) {
	if !*long {
		t.Skip("the full matrix runs with -long")
	}
	oracle.Require(t, oracle.LLC)
	oracle.Require(t, oracle.LLC22)
	rs, err := Measure(Matrix(), t.TempDir(), true)
	require.NoError(t, err)
	checkGoal(t, rs)
	var vs []string
	for _, name := range []string{oracle.LLC, oracle.LLC22} {
		p, err := oracle.Lookup(name)
		require.NoError(t, err)
		v, err := oracle.Version(p)
		require.NoError(t, err)
		vs = append(vs, name+" "+v)
	}
	got := Markdown(rs, Command, "Compilers: "+strings.Join(vs, ", "))
	if *update {
		require.NoError(t, os.WriteFile(docPath, got, 0o644))
		return
	}
	want, err := os.ReadFile(filepath.Clean(docPath))
	require.NoError(t, err, "run %s", Command)
	if !bytes.Equal(want, got) {
		t.Errorf("docs/code-quality.md is stale; run %s", Command)
	}
}

// TestPublishedTable: the published table exists and names its command.
func TestPublishedTable(t *testing.T) {
	doc, err := os.ReadFile(docPath)
	require.NoError(t, err)
	assert.Contains(t, string(doc), "`"+Command+"`")
}
