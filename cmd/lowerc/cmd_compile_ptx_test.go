package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/ptx"
)

// TestCompilePTXOutputFile: -o writes the module, and ptxas 11.8 accepts it
// for sm_80 and sm_90.
func TestCompilePTXOutputFile(t *testing.T) {
	dir := t.TempDir()
	for _, arch := range []string{"sm_80", "sm_90"} {
		out := filepath.Join(dir, arch+".ptx")
		var stdout, stderr bytes.Buffer
		code := run([]string{"compile", "-target", "ptx", "-arch", arch, "-o", out, "../../testdata/examples/maximum3.tile"}, &stdout, &stderr)
		if code != 0 || stdout.Len() != 0 {
			t.Fatalf("%s: exit %d, stdout %q, stderr %q", arch, code, stdout.String(), stderr.String())
		}
		src, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if got := ptx.CountInputs(src, "max.f32", 2); got != 8 {
			t.Errorf("%s: %d two-input max.f32; want 8", arch, got)
		}
		p := oracle.Require(t, oracle.Ptxas)
		if _, err := oracle.Run(p, nil, "-arch", arch, out, "-o", filepath.Join(dir, arch+".cubin")); err != nil {
			t.Errorf("ptxas rejects lowerc's %s output: %v", arch, err)
		}
	}
}

// TestCompilePTXUsage: bad -arch/-ptx values are usage errors (exit 2).
func TestCompilePTXUsage(t *testing.T) {
	for _, args := range [][]string{
		{"-arch", "sm_61"},
		{"-arch", "sm_90", "-ptx", "7.0"},
		{"-ptx", "x"},
	} {
		var stdout, stderr bytes.Buffer
		argv := append(append([]string{"compile", "-target", "ptx"}, args...), "../../testdata/examples/maximum3.tile")
		if code := run(argv, &stdout, &stderr); code != 2 || !strings.HasPrefix(stderr.String(), "lowerc compile: ") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a lowerc compile: message", args, code, stderr.String())
		}
	}
}

// TestDemoPTX runs the demo section alone.
func TestDemoPTX(t *testing.T) {
	var b bytes.Buffer
	if err := demoPTX(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"max.f32 instructions: 8 (8 with two inputs, 0 with three)",
		"max.f32 instructions: 4 (0 with two inputs, 4 with three)",
		"\t.target sm_90\n",
		".target sm_100\n",
		"the target is sm_90 [target-form]",
	} {
		if !strings.Contains(out, strings.TrimPrefix(want, "\t")) {
			t.Errorf("demo lacks %q", want)
		}
	}
}
