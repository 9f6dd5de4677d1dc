/**
 * File extensions per MIME type, for the `file` rule's accept list (`audio/*`, `image/png`):
 * the types WordPress lets a site upload, which are what CF7's file fields take.
 */
const EXTENSIONS_BY_TYPE: Readonly<Record<string, string>> = {
	'image/jpeg': 'jpg jpeg jpe',
	'image/gif': 'gif',
	'image/png': 'png',
	'image/bmp': 'bmp',
	'image/tiff': 'tiff tif',
	'image/webp': 'webp',
	'image/avif': 'avif',
	'image/x-icon': 'ico',
	'image/heic': 'heic',
	'image/heif': 'heif',
	'video/x-ms-asf': 'asf asx',
	'video/x-ms-wmv': 'wmv',
	'video/x-ms-wmx': 'wmx',
	'video/x-ms-wm': 'wm',
	'video/avi': 'avi',
	'video/divx': 'divx',
	'video/x-flv': 'flv',
	'video/quicktime': 'mov qt',
	'video/mpeg': 'mpeg mpg mpe',
	'video/mp4': 'mp4 m4v',
	'video/ogg': 'ogv',
	'video/webm': 'webm',
	'video/x-matroska': 'mkv',
	'video/3gpp': '3gp 3gpp',
	'video/3gpp2': '3g2 3gp2',
	'text/plain': 'txt asc c cc h srt',
	'text/csv': 'csv',
	'text/tab-separated-values': 'tsv',
	'text/calendar': 'ics',
	'text/richtext': 'rtx',
	'text/css': 'css',
	'text/html': 'htm html',
	'text/vtt': 'vtt',
	'application/ttaf+xml': 'dfxp',
	'audio/mpeg': 'mp3 m4a m4b',
	'audio/aac': 'aac',
	'audio/x-realaudio': 'ra ram',
	'audio/wav': 'wav',
	'audio/ogg': 'ogg oga',
	'audio/flac': 'flac',
	'audio/midi': 'mid midi',
	'audio/x-ms-wma': 'wma',
	'audio/x-ms-wax': 'wax',
	'audio/x-matroska': 'mka',
	'application/rtf': 'rtf',
	'application/javascript': 'js',
	'application/pdf': 'pdf',
	'application/x-tar': 'tar',
	'application/zip': 'zip',
	'application/x-gzip': 'gz gzip',
	'application/rar': 'rar',
	'application/x-7z-compressed': '7z',
	'application/octet-stream': 'psd xcf',
	'application/msword': 'doc',
	'application/vnd.ms-powerpoint': 'pot pps ppt',
	'application/vnd.ms-write': 'wri',
	'application/vnd.ms-excel': 'xla xls xlt xlw',
	'application/vnd.ms-access': 'mdb',
	'application/vnd.ms-project': 'mpp',
	'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
	'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
	'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
	'application/vnd.oasis.opendocument.text': 'odt',
	'application/vnd.oasis.opendocument.presentation': 'odp',
	'application/vnd.oasis.opendocument.spreadsheet': 'ods',
	'application/vnd.oasis.opendocument.graphics': 'odg',
	'application/vnd.apple.keynote': 'key',
	'application/vnd.apple.numbers': 'numbers',
	'application/vnd.apple.pages': 'pages',
};

/** The extensions a MIME type (or `type/*`) stands for, lower case. */
export function extensionsOf(mime: string): string[] {
	const [top, sub] = mime.toLowerCase().split('/');
	if (!top || !sub) {
		return [];
	}
	return Object.entries(EXTENSIONS_BY_TYPE)
		.filter(([type]) => (sub === '*' ? type.startsWith(`${top}/`) : type === `${top}/${sub}`))
		.flatMap(([, extensions]) => extensions.split(' '));
}
