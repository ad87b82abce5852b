package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHelpEveryCommand: -h, -help and --help on every registered command
// (those added later included) exit 0 and print the usage line on
// standard output, and "lowerc help CMD" prints the same.
func TestHelpEveryCommand(t *testing.T) {
	for _, name := range commandNames() {
		var want string
		for _, h := range []string{"-h", "-help", "--help"} {
			var stdout, stderr bytes.Buffer
			code := run([]string{name, h}, &stdout, &stderr)
			require.Equal(t, 0, code, "lowerc %s %s: stderr %s", name, h, stderr.String())
			usageLine := "usage: lowerc " + name
			if name == "help" {
				usageLine = "usage: lowerc <command>"
			}
			assert.Contains(t, stdout.String(), usageLine, "lowerc %s %s", name, h)
			assert.Empty(t, stderr.String(), "lowerc %s %s", name, h)
			want = stdout.String()
		}
		var stdout, stderr bytes.Buffer
		require.Equal(t, 0, run([]string{"help", name}, &stdout, &stderr), name)
		assert.Equal(t, want, stdout.String(), "lowerc help %s", name)
	}
}

// TestHelpListsTargetFlags: compile -h and check -h list every target's
// flags, with or without -target.
func TestHelpListsTargetFlags(t *testing.T) {
	for _, args := range [][]string{{"compile", "-h"}, {"compile", "-target", "ptx", "--help"}, {"check", "-h"}, {"compile", "m.tile", "-target", "llvm", "-h"}} {
		var stdout, stderr bytes.Buffer
		require.Equal(t, 0, run(args, &stdout, &stderr), "%v", args)
		for _, f := range []string{"-target", "-arch", "-mcpu", "-ptx", "-triple", "-ieee", "-emit"} {
			assert.Contains(t, stdout.String(), "  "+f+" ", "%v", args)
		}
		if args[0] == "compile" {
			assert.Contains(t, stdout.String(), "  -o ")
			assert.Contains(t, stdout.String(), "  -remarks")
		}
	}
}

func TestReorderFlags(t *testing.T) {
	fs := newFlags("compile", &bytes.Buffer{})
	fs.String("o", "", "")
	fs.Bool("v", false, "")
	for _, c := range []struct{ in, want string }{
		{"a -o x b", "-o x -- a b"},
		{"-v a --o=x", "-v --o=x -- a"},
		{"a -- -o x", "-- a -o x"},
		{"- -o -", "-o - -- -"},
		{"m -1 -0.5 -inf -v", "-v -- m -1 -0.5 -inf"},
		{"a -unknown b", "-unknown -- a b"},
		{"--1 x", "-- --1 x"},
	} {
		got := strings.Join(reorderFlags(fs.FlagSet, strings.Fields(c.in)), " ")
		assert.Equal(t, c.want, got, c.in)
	}
}

// TestWriteOutputAtomic: a failed write leaves the old file, a good one
// keeps its mode and leaves no temporary file.
func TestWriteOutputAtomic(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.ptx")
	require.NoError(t, os.WriteFile(p, []byte("old"), 0o600))
	require.NoError(t, writeOutput(nil, p, []byte("new")))
	b, err := os.ReadFile(p)
	require.NoError(t, err)
	assert.Equal(t, "new", string(b))
	st, err := os.Stat(p)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())
	ents, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, ents, 1, "no temporary file is left")
	// A directory in the way: the error leaves nothing behind.
	require.Error(t, writeOutput(nil, dir, []byte("x")))
	ents, _ = os.ReadDir(dir)
	assert.Len(t, ents, 1)
	var out bytes.Buffer
	require.NoError(t, writeOutput(&out, "-", []byte("to stdout")))
	assert.Equal(t, "to stdout", out.String())
}

// FuzzReorderFlags: reordering keeps every argument, puts one "--" after
// the flags, and what follows it is exactly the non-flag arguments in
// their order; Parse never panics on it.
func FuzzReorderFlags(f *testing.F) {
	f.Add("a -o x b")
	f.Add("-v -- -o")
	f.Add("--o=1 - -1 --")
	f.Add("-o")
	f.Add("-o -- x")
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Fields(line)
		fs := newFlags("compile", &bytes.Buffer{})
		fs.String("o", "", "")
		fs.Bool("v", false, "")
		out := reorderFlags(fs.FlagSet, args)
		n := 0
		for _, a := range out {
			if a == "--" {
				n++
			}
		}
		// One "--" is added; a "--" that ends the flags is consumed
		// (one that is a flag's value, "-o --", is kept, as flag does).
		if len(out) != len(args)+1 && len(out) != len(args) {
			t.Fatalf("reorder(%q) = %q: %d arguments for %d", args, out, len(out), len(args))
		}
		if n == 0 {
			t.Fatalf("reorder(%q) = %q has no --", args, out)
		}
		_ = fs.FlagSet.Parse(out)
	})
}
