package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestMapInputTruncated checks that the input buffer of lowerc asm/disasm
// does not depend on the file after mapInput returns: truncating or
// rewriting the file (which killed lowerc with SIGBUS when the file itself
// was mapped) leaves the bytes read unchanged.
func TestMapInputTruncated(t *testing.T) {
	for _, size := range []int{100, 1 << 16, 3<<16 + 5} {
		path := filepath.Join(t.TempDir(), "in.txt")
		want := bytes.Repeat([]byte("0xc1,0x04,0x0a,0x16\n"), size/20+1)[:size]
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		name, src, release, err := mapInput([]string{path})
		if err != nil || name != path {
			t.Fatalf("size %d: mapInput: %q %v", size, name, err)
		}
		if err := os.Truncate(path, 0); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, bytes.Repeat([]byte("x"), size), 0o644); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(src, want) { // reads every page: SIGBUS if it were a map of the file
			t.Errorf("size %d: input changed with the file", size)
		}
		release()
	}
}

// TestMapInputStdin reads a large regular file given as stdin.
func TestMapInputStdin(t *testing.T) {
	path := filepath.Join(t.TempDir(), "in.s")
	want := bytes.Repeat([]byte("v_max_f32 v5, -1, v2\n"), 5000)
	if err := os.WriteFile(path, want, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	old := os.Stdin
	os.Stdin = f
	defer func() { os.Stdin = old }()
	name, src, release, err := mapInput(nil)
	if err != nil || name != "<stdin>" || !bytes.Equal(src, want) {
		t.Fatalf("mapInput(stdin) = %q, %d bytes, %v; want %d bytes", name, len(src), err, len(want))
	}
	release()
}
