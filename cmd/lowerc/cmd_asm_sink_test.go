package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sinkInput is a listing of several chunks (64 KiB each) with an error on
// every third line.
func sinkInput(t *testing.T) string {
	p := filepath.Join(t.TempDir(), "e.s")
	src := strings.Repeat("v_mov_b32 v0, v1\nbogus v1, v2\ns_nop 3\n", 6000)
	require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	return p
}

// TestAsmErrorsStreamed: when standard output and standard error are
// different files, lowerc asm prints each chunk's errors as it lists the
// chunk (errSink), and what each of them gets is what it got when all
// errors were held to the end, which is what it still does when the two
// are one file (the same writer, one *os.File, two opened on one file):
// there the output is the listing, then the errors, as before.
func TestAsmErrorsStreamed(t *testing.T) {
	in := sinkInput(t)
	dir := t.TempDir()
	for _, extra := range [][]string{nil, {"-show-encoding"}, {"-j", "2"}} {
		args := append(append([]string{"asm", "-mcpu", "gfx942"}, extra...), in)
		var out, errb, both bytes.Buffer
		require.Equal(t, 1, run(args, &out, &errb), "%v", args)
		require.Equal(t, 1, run(args, &both, &both), "%v", args)
		require.Greater(t, strings.Count(errb.String(), "\n"), 3*6000-10, "%v: the errors", args)
		assert.Equal(t, both.String(), out.String()+errb.String(), "%v: one writer holds the errors to the end", args)
		// and two writers get the errors as they come: some before the
		// listing's last write
		var ew bytes.Buffer
		ow := &watchWriter{other: &ew}
		require.Equal(t, 1, run(args, ow, &ew))
		assert.Equal(t, out.String(), ow.String())
		assert.Equal(t, errb.String(), ew.String())
		assert.Positive(t, ow.otherAtLast, "%v: no error printed before the listing's last write", args)

		// files: two, one, and two opened on one file
		f1, err := os.Create(filepath.Join(dir, "out"))
		require.NoError(t, err)
		f2, err := os.Create(filepath.Join(dir, "err"))
		require.NoError(t, err)
		require.Equal(t, 1, run(args, f1, f2))
		f1.Close()
		f2.Close()
		assertFile(t, filepath.Join(dir, "out"), out.String())
		assertFile(t, filepath.Join(dir, "err"), errb.String())
		one, err := os.Create(filepath.Join(dir, "one"))
		require.NoError(t, err)
		require.Equal(t, 1, run(args, one, one))
		one.Close()
		assertFile(t, filepath.Join(dir, "one"), both.String())
		a, err := os.OpenFile(filepath.Join(dir, "two"), os.O_CREATE|os.O_TRUNC|os.O_WRONLY|os.O_APPEND, 0o644)
		require.NoError(t, err)
		b, err := os.OpenFile(filepath.Join(dir, "two"), os.O_WRONLY|os.O_APPEND, 0o644)
		require.NoError(t, err)
		require.Equal(t, 1, run(args, a, b))
		a.Close()
		b.Close()
		assertFile(t, filepath.Join(dir, "two"), both.String())

		// -o: the listing is not written, the errors are as before
		var oout, oerr bytes.Buffer
		oargs := append(append([]string{"asm", "-mcpu", "gfx942", "-o", filepath.Join(dir, "lst")}, extra...), in)
		require.Equal(t, 1, run(oargs, &oout, &oerr))
		assert.Empty(t, oout.String())
		assert.Equal(t, errb.String(), oerr.String())
		assert.NoFileExists(t, filepath.Join(dir, "lst"))
	}
}

func assertFile(t *testing.T, path, want string) {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, want, string(b), path)
}

// A watchWriter records how much the other writer had got at its last
// write.
type watchWriter struct {
	bytes.Buffer
	other       *bytes.Buffer
	otherAtLast int
}

func (w *watchWriter) Write(p []byte) (int, error) {
	w.otherAtLast = w.other.Len()
	return w.Buffer.Write(p)
}

type valWriter []byte // not comparable: == on two of them panics

func (w valWriter) Write(p []byte) (int, error) { return len(p), nil }

// TestSameFile: which writers sameFile takes for one file.
func TestSameFile(t *testing.T) {
	dir := t.TempDir()
	f1, err := os.Create(filepath.Join(dir, "a"))
	require.NoError(t, err)
	defer f1.Close()
	f2, err := os.Create(filepath.Join(dir, "b"))
	require.NoError(t, err)
	defer f2.Close()
	f3, err := os.OpenFile(filepath.Join(dir, "a"), os.O_WRONLY, 0)
	require.NoError(t, err)
	defer f3.Close()
	var b1, b2 bytes.Buffer
	for _, c := range []struct {
		name string
		a, b interface{ Write([]byte) (int, error) }
		want bool
	}{
		{"one file", f1, f1, true},
		{"one file opened twice", f1, f3, true},
		{"two files", f1, f2, false},
		{"one buffer", &b1, &b1, true},
		{"two buffers", &b1, &b2, false},
		{"a file and a buffer", f1, &b1, false},
		{"values of a type without ==", valWriter("a"), valWriter("a"), false},
	} {
		assert.Equal(t, c.want, sameFile(c.a, c.b), c.name)
	}
}

// A failWriter takes n bytes, then fails every write.
type failWriter struct{ n int }

var errFull = errors.New("no space left")

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, errFull
	}
	w.n -= len(p)
	return len(p), nil
}

// TestAsmStreamedWriteError: a listing whose standard output fails part
// way stops with exit status 1 and the write error last on standard
// error, after the errors of the chunks listed before it (held errors
// were not printed then: only the write error).
func TestAsmStreamedWriteError(t *testing.T) {
	in := sinkInput(t)
	var errb bytes.Buffer
	require.Equal(t, 1, run([]string{"asm", "-mcpu", "gfx942", in}, &failWriter{n: 100 << 10}, &errb))
	lines := strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n")
	require.Greater(t, len(lines), 3, "errors before the write error")
	assert.Contains(t, lines[len(lines)-1], errFull.Error())
	assert.Equal(t, 0, (len(lines)-1)%3, "whole errors (message, line, caret) before the write error")
	var all bytes.Buffer
	run([]string{"asm", "-mcpu", "gfx942", in}, io.Discard, &all)
	assert.True(t, strings.HasPrefix(all.String(), strings.Join(lines[:len(lines)-1], "\n")), "the errors before it are the first ones")
}
