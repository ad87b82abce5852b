package amdgcn

import (
	"bytes"
	"runtime"
	"sync"
)

// Large inputs are split into chunks processed concurrently and joined in
// input order, so output does not depend on GOMAXPROCS.
const parallelMin = 64 << 10

// forChunks calls f(k) for k in [0, n) on up to GOMAXPROCS goroutines.
func forChunks(n int, f func(k int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	if workers <= 1 {
		for k := 0; k < n; k++ {
			f(k)
		}
		return
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	next := 0
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				k := next
				next++
				mu.Unlock()
				if k >= n {
					return
				}
				f(k)
			}
		}()
	}
	wg.Wait()
}

// splitLines cuts src into about n pieces at line boundaries and returns the
// pieces with the 1-based line number each starts at.
func splitLines(src []byte, n int) ([][]byte, []int) {
	var parts [][]byte
	var starts []int
	line := 1
	size := len(src)/n + 1
	for len(src) > 0 {
		cut := min(size, len(src))
		if cut < len(src) {
			if j := bytes.IndexByte(src[cut:], '\n'); j >= 0 {
				cut += j + 1
			} else {
				cut = len(src)
			}
		}
		parts = append(parts, src[:cut])
		starts = append(starts, line)
		line += bytes.Count(src[:cut], []byte{'\n'})
		src = src[cut:]
	}
	return parts, starts
}

func chunkCount() int { return 4 * runtime.GOMAXPROCS(0) }
