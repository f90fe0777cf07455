# What a rectangle of an X window dump shows (Xvfb -fbdir keeps the screen as one): a digest of its
# pixels and how many colors it has (one where nothing is drawn yet).
#   python3 xwd-region.py Xvfb_screen0 X Y WIDTH HEIGHT
import hashlib, struct, sys

data = open(sys.argv[1], 'rb').read()
header = struct.unpack('>25I', data[:100])
header_size, bytes_per_line, colors = header[0], header[12], header[19]
offset = header_size + colors * 12
x, y, width, height = [int(v) for v in sys.argv[2:6]]
digest = hashlib.md5()
seen = set()
for row in range(y, y + height):
    start = offset + row * bytes_per_line + x * 4
    line = data[start:start + width * 4]
    digest.update(line)
    seen.update(line[i:i + 3] for i in range(0, len(line), 4))
print(digest.hexdigest(), len(seen))
