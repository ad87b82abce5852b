package semantics

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHTMLBitMap: an exhaustive 16-bit sweep with a bit map fills it
// consistently with the report (cells add up to the totals), and the page
// carries the SVG map, a title once, refinement cells apart from conflicts
// and a sentence per diverging class pair.
func TestHTMLBitMap(t *testing.T) {
	r := mustCompare(t, "ptx:max.f16", "ieee754-2019:maximumNumber", F16, Options{Exhaustive: true, BitMap: true})
	require.NotNil(t, r.Map)
	require.Equal(t, 7, r.Map.Bits) // sign, 5 exponent bits, top fraction bit
	var pairs, diff uint64
	for i := range r.Map.Pairs {
		pairs += r.Map.Pairs[i]
		diff += r.Map.Diff[i]
	}
	assert.Equal(t, r.Pairs, pairs)
	assert.Equal(t, r.BitwiseDiff, diff)
	// With the map the counts are those of the region engine.
	ex := mustCompare(t, "ptx:max.f16", "ieee754-2019:maximumNumber", F16, Options{Exhaustive: true, Regions: true})
	assert.Equal(t, groupCounts(ex), groupCounts(r))
	// Row cells of the slow, pair-by-pair sweep agree with the run-based one.
	for _, rows := range [][2]uint32{{0x7bff, 0x7c02}, {0x7dff, 0x7e01}, {0xfdff, 0xfe01}} {
		o := Options{Exhaustive: true, BitMap: true, rowLo: rows[0], rowHi: rows[1]}
		fast := mustCompare(t, "ptx:max.f16", "amdgcn:gfx942:v_max_f16", F16, o)
		o.slow = true
		slow := mustCompare(t, "ptx:max.f16", "amdgcn:gfx942:v_max_f16", F16, o)
		assert.Equal(t, slow.Map, fast.Map)
	}

	var page bytes.Buffer
	require.NoError(t, r.WriteHTML(&page))
	h := page.String()
	assert.Equal(t, 1, strings.Count(h, "<h1>"))
	assert.Equal(t, 1, strings.Count(h, "ptx:max.f16 vs ieee754-2019:maximumNumber on f16</h1>"))
	assert.Contains(t, h, `<svg id="bitmap"`)
	// PTX max refines maximumNumber: its cells are refinement cells, not
	// conflicts, and each says so in its sentence.
	assert.Contains(t, h, `class="refines"`)
	assert.False(t, strings.Contains(h, `<td style="background:hsl(0,85%`), "a conflict cell")
	assert.Contains(t, h, "A&#39;s results are all allowed by B here")
}

// TestHTMLChromium renders the page of an exhaustive f16 comparison in
// headless Chromium (Debian's chromium package) and checks the screenshot:
// it is not blank, and it shows the bit-level map, whose frame is a run of
// 514 #888888 pixels with red cells (the disagreement) inside.
func TestHTMLChromium(t *testing.T) {
	chromium := oracle.Require(t, oracle.Chromium)
	r := mustCompare(t, "ptx:max.f16", "amdgcn:gfx942:v_max_f16", F16, Options{Exhaustive: true, BitMap: true})
	dir := t.TempDir()
	page := filepath.Join(dir, "compare.html")
	f, err := os.Create(page)
	require.NoError(t, err)
	require.NoError(t, r.WriteHTML(f))
	require.NoError(t, f.Close())
	shot := filepath.Join(dir, "shot.png")
	_, err = oracle.Run(chromium, nil, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--no-first-run", "--disable-sync", "--disable-component-update", "--user-data-dir="+filepath.Join(dir, "profile"),
		"--hide-scrollbars", "--window-size=1280,2400", "--screenshot="+shot, "file://"+page)
	require.NoError(t, err)
	data, err := os.ReadFile(shot)
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	b := img.Bounds()
	rgb := func(x, y int) (int, int, int) {
		r, g, bl, _ := img.At(x, y).RGBA()
		return int(r >> 8), int(g >> 8), int(bl >> 8)
	}
	colours := map[[3]int]bool{}
	white := 0
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl := rgb(x, y)
			colours[[3]int{r, g, bl}] = true
			if r > 250 && g > 250 && bl > 250 {
				white++
			}
		}
	}
	total := (b.Dx() / 3) * (b.Dy() / 3)
	assert.Greater(t, len(colours), 20, "the page has few colours: blank?")
	assert.Less(t, white, total*95/100, "the page is almost all white")
	// The map's frame: a horizontal run of 514 grey pixels.
	mapX, mapY := -1, -1
	for y := b.Min.Y; y < b.Max.Y && mapY < 0; y++ {
		run := 0
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl := rgb(x, y); r == 0x88 && g == 0x88 && bl == 0x88 {
				if run++; run >= 514 {
					mapX, mapY = x-513, y
					break
				}
			} else {
				run = 0
			}
		}
	}
	require.GreaterOrEqual(t, mapY, 0, "no bit-level map in the screenshot")
	red, green := 0, 0
	for y := mapY; y < min(mapY+514, b.Max.Y); y++ {
		for x := mapX; x < mapX+514; x++ {
			r, g, bl := rgb(x, y)
			switch {
			case r > 100 && g < 60 && bl < 60:
				red++
			case r == 0xb8 && g == 0xe6 && bl == 0xb8:
				green++
			}
		}
	}
	assert.Greater(t, red, 100, "no disagreement cells in the map")
	assert.Greater(t, green, 100000, "no agreement cells in the map")
	t.Logf("screenshot %dx%d, %d colours; map at (%d, %d): %d red, %d green pixels", b.Dx(), b.Dy(), len(colours), mapX, mapY, red, green)
}

// TestHTMLReports: a page of several reports (lowerc diff's output
// tensors) has one title, a section per report under its heading with
// that report's own tables, headings a level down, and a bit map id per
// section; its single-report sections are the reports' pages' bodies.
func TestHTMLReports(t *testing.T) {
	r1 := mustCompare(t, "ptx:max.f16", "amdgcn:gfx942:v_max_f16", F16, Options{Exhaustive: true, BitMap: true})
	r2 := mustCompare(t, "ptx:max.f32", "ptx:max.NaN.f32", F32, Options{Random: 500, Seed: 3})
	var page bytes.Buffer
	require.NoError(t, WriteHTMLReports(&page, "two tensors", []string{"output %D", "output %E"}, []*Report{r1, r2}))
	h := page.String()
	assert.Equal(t, 1, strings.Count(h, "<h1>"))
	assert.Equal(t, 1, strings.Count(h, "<title>two tensors</title>"))
	assert.Equal(t, 1, strings.Count(h, "<h2>output %D: ptx:max.f16 vs amdgcn:gfx942:v_max_f16 on f16</h2>"))
	assert.Equal(t, 1, strings.Count(h, "<h2>output %E: ptx:max.f32 vs ptx:max.NaN.f32 on f32</h2>"))
	assert.Equal(t, 2, strings.Count(h, `<table class="grid">`))
	assert.Contains(t, h, `<svg id="bitmap-1"`)
	assert.NotContains(t, h, `<svg id="bitmap"`)
	assert.Equal(t, 1, strings.Count(h, "<h3>Bit-level map</h3>"))
	assert.Equal(t, 2, strings.Count(h, "<h3>By class pair</h3>"))
	assert.True(t, strings.HasSuffix(h, "</body></html>\n"))
	// Each section is its report's page body, headings one level down.
	for i, r := range []*Report{r1, r2} {
		var one bytes.Buffer
		require.NoError(t, r.WriteHTML(&one))
		body := one.String()
		body = body[strings.Index(body, "<body>\n")+len("<body>\n") : strings.Index(body, "</body>")]
		body = strings.NewReplacer("<h2>", "<h3>", "</h2>", "</h3>", `id="bitmap"`, fmt.Sprintf(`id="bitmap-%d"`, i+1)).Replace(body)
		title := fmt.Sprintf("%s vs %s on %s", r.A, r.B, r.Type)
		body = strings.Replace(body, "<h1>"+title+"</h1>", fmt.Sprintf("<h2>output %%%c: %s</h2>", "DE"[i], title), 1)
		assert.Contains(t, h, body, "section %d", i+1)
	}
	assert.ErrorContains(t, WriteHTMLReports(&page, "x", []string{"a"}, []*Report{r1, r2}), "1 headings for 2 reports")
}
