package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/verify/audit"
)

// The -long and -update flags may be defined by another test file of this
// package too; define them only once, and read them by name.
func init() {
	if flag.Lookup("long") == nil {
		flag.Bool("long", false, "run the exhaustive and whole-catalogue tests")
	}
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite generated files (docs/audit.md, docs/bench/audit.md)")
	}
}

func boolFlag(name string) bool {
	f := flag.Lookup(name)
	return f != nil && f.Value.String() == "true"
}

// auditRandom is the catalogue's number of random tuples per function.
const auditRandom = 10_000

// TestAuditCatalogue audits testdata/audit for every catalogue target with
// the registered executors (behind -long: about 2,000 functions, llc
// included); with -update it writes docs/audit.md and the time to
// docs/bench/audit.md.
func TestAuditCatalogue(t *testing.T) {
	if !boolFlag("long") {
		t.Skip("the whole catalogue runs with -long")
	}
	oracle.Require(t, oracle.LLC)
	oracle.Require(t, oracle.LLC22)
	for _, k := range []string{"ptx", "amdgcn"} {
		if execTargets[k] == nil {
			t.Fatalf("no %s executor registered: the catalogue needs both", k)
		}
	}
	root := "../.."
	res, err := audit.RunCatalogue(audit.CatalogueOptions{Dir: "testdata/audit", Root: root, Random: auditRandom, Seed: audit.DefaultSeed,
		Targets: execTargets, Progress: func(s string) { t.Log(s) }})
	require.NoError(t, err)
	counts := map[audit.Verdict]int{}
	for _, e := range res.Entries {
		counts[e.Result.Verdict]++
	}
	t.Logf("%d functions in %s (llc %s): %v", len(res.Entries), res.Time, res.LLCTime, counts)
	require.NotZero(t, counts[audit.Refines], "nothing refines: the audit or an executor is broken")
	if boolFlag("update") {
		require.NoError(t, os.MkdirAll(filepath.Join(root, "docs", "bench"), 0o755))
		var b bytes.Buffer
		require.NoError(t, res.WriteMarkdown(&b))
		require.NoError(t, os.WriteFile(filepath.Join(root, "docs", "audit.md"), b.Bytes(), 0o644))
		bench := fmt.Sprintf("# Audit of the catalogue: time\n\n"+
			"Command: `go test ./cmd/lowerc -run TestAuditCatalogue -long -update -v` (the whole catalogue, %d random tuples per function).\n\n"+
			"| date (UTC) | functions | files × targets | wall time | GOMAXPROCS | llc time summed over its runs |\n|---|---|---|---|---|---|\n| %s | %d | %d | %s | %d | %s |\n\n"+
			"Measured on the 2-core machine shared with other engineers' tests; llc-19 (llc-22 for gfx950) runs are part of the wall time.\n",
			auditRandom, time.Now().UTC().Format("2006-01-02 15:04"), len(res.Entries), res.Files, res.Time.Round(time.Second/10), runtime.GOMAXPROCS(0), res.LLCTime.Round(time.Second/10))
		require.NoError(t, os.WriteFile(filepath.Join(root, "docs", "bench", "audit.md"), []byte(bench), 0o644))
	}
}
